import { Heading, Stack } from '@inversiones/design-system';
import { usePageTitle } from '../../store/page-title.ts';
import { SecurityPassSection } from '../security-pass/SecurityPassSection.tsx';
import * as messages from './messages.ts';

/** Mi perfil › Administrar dispositivos (spec 2): the client's devices and security pass. */
export function DevicesPage() {
  const m = messages.devices;
  usePageTitle(m.title);
  return (
    <Stack gap="xl">
      <Heading level={1}>{m.title}</Heading>
      <SecurityPassSection />
    </Stack>
  );
}
