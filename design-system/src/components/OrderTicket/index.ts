export {
  OrderTicket,
  ORDER_MAX_QUANTITY,
  parseQuantity,
  type OrderCost,
  type OrderPaymentMethod,
  type OrderSide,
  type OrderTicketProps,
  type OrderTicketShare,
  type OrderTicketSubmit,
  type OrderTicketValue,
  type OrderType,
} from './OrderTicket.tsx';
