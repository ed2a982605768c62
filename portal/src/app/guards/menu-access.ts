/** The part of a menu item the guard reads (the contract's MenuItem, also as a readonly snapshot). */
interface MenuNodeLike {
  readonly id: string;
  readonly items: readonly MenuNodeLike[];
}

/** Spec 2: a route that requires menu ids opens only when every one is in the menu tree. */
export function hasMenuIds(items: readonly MenuNodeLike[], required: readonly string[]): boolean {
  const ids = new Set<string>();
  const walk = (list: readonly MenuNodeLike[]) => {
    for (const item of list) {
      ids.add(item.id);
      walk(item.items);
    }
  };
  walk(items);
  return required.every((id) => ids.has(id));
}
