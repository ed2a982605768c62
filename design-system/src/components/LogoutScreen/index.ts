export { LogoutScreen, type LogoutScreenProps } from './LogoutScreen.tsx';
