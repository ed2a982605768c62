export {
  ManagerList,
  MANAGER_LIST_DEFAULT_LIMIT,
  type ManagerItemView,
  type ManagerListProps,
  type ManagerListSecondary,
} from './ManagerList.tsx';
export { ManagerCard, type ManagerCardProps, type ManagerListField } from './ManagerCard.tsx';
export {
  BankAccountList,
  bankAccountFields,
  bankAccountName,
  type BankAccount,
  type BankAccountListProps,
} from './BankAccountList.tsx';
export {
  MaskedAccountNumber,
  accountLastDigits,
  maskAccountNumber,
  type MaskedAccountNumberProps,
} from '../private/MaskedAccountNumber.tsx';
