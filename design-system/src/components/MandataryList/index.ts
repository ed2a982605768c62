export {
  MandataryList,
  type MandataryListItem,
  type MandataryListProps,
} from './MandataryList.tsx';
