export { MovementList, type FundMovement, type MovementListProps } from './MovementList.tsx';
