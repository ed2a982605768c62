export { ShortcutGrid, type Shortcut, type ShortcutGridProps } from './ShortcutGrid.tsx';
