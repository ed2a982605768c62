import { Heading, Stack } from '@inversiones/design-system';
import { usePageTitle } from '../../store/page-title.ts';
import { SecurityPassSection } from '../security-pass/SecurityPassSection.tsx';
import { ActiveSessionsSection } from './ActiveSessionsSection.tsx';
import * as messages from './messages.ts';

/** Mi perfil › Administrar dispositivos (spec 2): open sessions, then the security pass. */
export function DevicesPage() {
  usePageTitle(messages.devices.title);
  return (
    <Stack gap="xl">
      <Heading level={1}>{messages.devices.title}</Heading>
      <ActiveSessionsSection />
      <SecurityPassSection />
    </Stack>
  );
}
