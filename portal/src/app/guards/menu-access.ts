/** The part of a menu item the guard reads (the contract's MenuItem, also as a readonly snapshot). */
interface MenuNodeLike {
  readonly id: string;
  /** 1 = displayed; an item sent with 0 opens nothing either (absent means displayed). */
  readonly show?: number;
  readonly items: readonly MenuNodeLike[];
}

/** Spec 2: a route that requires menu ids opens only when every one is in the menu tree. */
export function hasMenuIds(items: readonly MenuNodeLike[], required: readonly string[]): boolean {
  const ids = new Set<string>();
  const walk = (list: readonly MenuNodeLike[]) => {
    for (const item of list) {
      if (item.show === 0) continue;
      ids.add(item.id);
      walk(item.items);
    }
  };
  walk(items);
  return required.every((id) => ids.has(id));
}
