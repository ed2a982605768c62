import { Heading, Link, Loader, Stack, StateMessage } from '@inversiones/design-system';
import { roleRules } from '@inversiones/contract/roles';
import { Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import * as messages from '../../messages.ts';
import { menuState } from '../../store/menu.ts';
import { sessionState } from '../../store/session.ts';
import { hasMenuIds } from './menu-access.ts';
import { canUseTefe } from './tefe-access.ts';

const TEFE_MENU_ID = roleRules.tefe.menuId;

/**
 * Spec 2 and 6: TEFE opens for an Apoderado of a client with TEFE, or a natural person (the rule
 * table, through the menu the API answers). Anyone else stays on the route and reads why: the
 * spec's refusal, its legal-entity variant when the company itself has no TEFE.
 */
export function RequireTefe() {
  const { items, error } = useSnapshot(menuState);
  const { profileRole, hasTefe, flags } = useSnapshot(sessionState);
  if (items === null && !error) return <Loader label={messages.loading} />;
  // Without a menu, the contextualize answer (same rule) decides.
  const allowed =
    items === null
      ? canUseTefe({ profileRole, hasTefe, naturalPerson: flags.naturalPerson })
      : hasMenuIds(items, [TEFE_MENU_ID]);
  if (allowed) return <Outlet />;
  const text = messages.shell.tefeRefusal;
  return (
    <Stack gap="lg">
      <Heading level={1}>{messages.shell.areas.tefe}</Heading>
      <StateMessage
        tone="info"
        title={text.title}
        action={
          <Link href="/" variant="standalone">
            {messages.shell.areaBack}
          </Link>
        }
      >
        {!flags.naturalPerson && !hasTefe ? text.company : text.person}
      </StateMessage>
    </Stack>
  );
}
