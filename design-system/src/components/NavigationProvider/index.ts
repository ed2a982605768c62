export { NavigationProvider, type NavigationProviderProps } from './NavigationProvider.tsx';
