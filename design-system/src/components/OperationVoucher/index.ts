export { OperationVoucher, type OperationVoucherProps } from './OperationVoucher.tsx';
