export { AppFooter, type AppFooterProps, type FooterLink } from './AppFooter.tsx';
