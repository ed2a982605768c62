export { AmountEntry, type AmountEntryProps } from './AmountEntry.tsx';
