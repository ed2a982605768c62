export {
  MovementList,
  type FundMovement,
  type MovementListProps,
  type MovementStatus,
} from './MovementList.tsx';
