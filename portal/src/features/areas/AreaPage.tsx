import { Heading, Link, Stack, StateMessage } from '@inversiones/design-system';
import { usePageTitle } from '../../store/page-title.ts';
import * as messages from '../../messages.ts';

/** A child area of the shell without a screen of its own: its title and a way back. */
export function AreaPage({ area }: { area: string }) {
  const title = messages.shell.areas[area] ?? area;
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      <StateMessage
        tone="info"
        title={messages.shell.areaIntro}
        action={
          <Link href="/" variant="standalone">
            {messages.shell.areaBack}
          </Link>
        }
      />
    </Stack>
  );
}
