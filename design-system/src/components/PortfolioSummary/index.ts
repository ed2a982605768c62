export { PortfolioSummary, type PortfolioSummaryProps } from './PortfolioSummary.tsx';
