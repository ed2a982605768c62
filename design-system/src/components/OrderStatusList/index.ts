export {
  OrderStatusList,
  type OrderState,
  type OrderStatusListProps,
  type OrderStatusRow,
} from './OrderStatusList.tsx';
