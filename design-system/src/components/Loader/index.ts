export { Loader, type LoaderProps, type PlaceholderVariant } from './Loader.tsx';
