export { BrandLogo, brandName, type BrandLogoProps } from './BrandLogo.tsx';
