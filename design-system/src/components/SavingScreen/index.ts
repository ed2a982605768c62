export { SavingScreen, type SavingScreenProps } from './SavingScreen.tsx';
