export {
  FieldGrid,
  FieldGridItem,
  type FieldGridItemProps,
  type FieldGridProps,
} from './FieldGrid.tsx';
