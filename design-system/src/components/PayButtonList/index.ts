export {
  PayButtonList,
  type PayButtonListProps,
  type PayButtonOption,
  type PayButtonStatus,
} from './PayButtonList.tsx';
