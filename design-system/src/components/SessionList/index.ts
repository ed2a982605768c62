export { SessionList, type SessionListItem, type SessionListProps } from './SessionList.tsx';
