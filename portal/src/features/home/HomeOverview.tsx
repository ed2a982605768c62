import {
  Alert,
  Box,
  Card,
  Link,
  ProfileBadge,
  Stack,
  Text,
  visibleMenuItems,
} from '@inversiones/design-system';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ownInvestorProfile } from '../shell/own-profile.ts';
import { loadMessages } from '../shell/shell-data.ts';
import * as messages from '../../messages.ts';
import { clientState } from '../../store/client.ts';
import { menuState } from '../../store/menu.ts';
import { sessionState } from '../../store/session.ts';

/**
 * The logged-in part of the home placeholder: profile, quick links and notices (real parts). The
 * notices load last and come last, so nothing moves when they arrive.
 */
export function HomeOverview() {
  const { client } = useSnapshot(clientState);
  const { items: menu } = useSnapshot(menuState);
  const { flags } = useSnapshot(sessionState);
  const [notices, setNotices] = useState<readonly { priority: 1 | 2 | 3; text: string }[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    loadMessages(controller.signal).then(setNotices, () => setNotices([]));
    return () => controller.abort();
  }, []);

  const shortcuts = visibleMenuItems(menu ?? [])
    .flatMap((item) => (item.items?.length ? item.items : [item]))
    .filter((item) => item.route && item.route !== '/')
    .slice(0, 6);
  const profile = ownInvestorProfile(client, flags.naturalPerson);
  const m = messages.shell;

  return (
    <>
      {profile && client ? (
        <Card title={flags.naturalPerson ? m.homeProfileTitle : m.homeCompanyProfileTitle}>
          <Stack gap="sm" align="flex-start">
            <ProfileBadge profile={profile} />
            <Text>
              {flags.naturalPerson
                ? m.homeProfileBody(client.Perfil)
                : m.homeCompanyProfileBody(client.Nombre, client.Perfil)}
            </Text>
            <Link href="/perfilInversionista" variant="standalone">
              {flags.naturalPerson ? m.homeProfileLink : m.homeCompanyProfileLink}
            </Link>
          </Stack>
        </Card>
      ) : null}
      {shortcuts.length > 0 ? (
        <Card title={messages.shell.homeMenuTitle}>
          <Box as="ul" display="flex" flexDirection="column" gap="xs">
            {shortcuts.map((item) => (
              <li key={item.id}>
                <Link href={item.route ?? '/'} variant="standalone">
                  {item.label}
                </Link>
              </li>
            ))}
          </Box>
        </Card>
      ) : null}
      {notices.length > 0 ? (
        <Card title={messages.shell.homeMessagesTitle}>
          <Stack gap="sm">
            {notices.map((notice) => (
              <Alert key={notice.text} priority={notice.priority}>
                {notice.text}
              </Alert>
            ))}
          </Stack>
        </Card>
      ) : null}
    </>
  );
}
