// The home shortcuts: GET the client's choice and what she may choose, PUT a new choice.
import { dashboard as contract } from '@inversiones/contract';
import type { Context } from 'hono';
import { roleFacts } from '../platform/access.ts';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import type { Implement } from '../platform/implement.ts';
import {
  availableShortcuts,
  saveShortcuts,
  savedShortcuts,
  shortcutDefinitions,
  shortcutMessages,
  shortcutsAnswer,
  type ShortcutOwner,
} from './shortcuts.ts';

/** Kept per user and per profile she acts as: a company's home has its own shortcuts. */
const ownerOf = (c: Context<AppEnv>): ShortcutOwner => {
  const { client, active } = c.get('account');
  return { clientId: client.id, profileCode: active.code };
};

export function shortcutRoutes(implement: Implement, { db, now }: Deps) {
  implement(contract.shortcuts, async (c) =>
    shortcutsAnswer(await savedShortcuts(db, ownerOf(c)), roleFacts(c)),
  );

  implement(contract.saveShortcuts, async (c, { request: { selected } }) => {
    const facts = roleFacts(c);
    const allowed = new Set(availableShortcuts(facts));
    const refused = selected.findIndex((id) => !allowed.has(id));
    if (refused >= 0) {
      const id = selected[refused]!;
      throw new ApiError(400, shortcutMessages.unavailable(shortcutDefinitions[id].label), [
        'selected',
        String(refused),
      ]);
    }
    return shortcutsAnswer(await saveShortcuts(db, ownerOf(c), selected, now()), facts);
  });
}
