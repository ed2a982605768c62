import { Heading, Link, Stack, Text } from '@inversiones/design-system';
import * as messages from '../../messages.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { login } from '../auth/messages.ts';

/** Spec 2: the public /capsulas path, reachable without login. */
export function CapsulasPage() {
  usePageTitle(messages.shell.areas.capsulas ?? '');
  return (
    <Stack gap="md" align="flex-start">
      <Heading level={1}>{messages.shell.areas.capsulas}</Heading>
      <Text>{messages.shell.capsulasIntro}</Text>
      <Link href="/login" variant="standalone">
        {login.title}
      </Link>
    </Stack>
  );
}
