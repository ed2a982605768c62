export { QuoteCountdown, type QuoteCountdownProps, type QuoteLine } from './QuoteCountdown.tsx';
export { formatQuoteCountdown } from './quote-clock.ts';
