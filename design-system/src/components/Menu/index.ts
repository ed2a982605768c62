export {
  MenuButton,
  MenuList,
  type MenuButtonProps,
  type MenuEntry,
  type MenuListProps,
  type MenuNode,
  type MenuSectionNode,
  type MenuSeparatorNode,
} from './Menu.tsx';
