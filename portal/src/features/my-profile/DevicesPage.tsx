import { Heading, Stack } from '@inversiones/design-system';
import { usePageTitle } from '../../store/page-title.ts';
import { ActiveSessionsSection } from './ActiveSessionsSection.tsx';
import * as messages from './messages.ts';

/** /miPerfil/administrarDispositivos: one section per concern (open sessions; second factor). */
export function DevicesPage() {
  usePageTitle(messages.devices.title);
  return (
    <Stack gap="xl">
      <Heading level={1}>{messages.devices.title}</Heading>
      <ActiveSessionsSection />
    </Stack>
  );
}
