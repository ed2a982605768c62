import { Heading, Link, Stack, StateMessage } from '@inversiones/design-system';
import { useParams } from 'react-router-dom';
import * as messages from '../../messages.ts';
import { usePageTitle } from '../../store/page-title.ts';

/** The heading of an area's screen: its own page's name where it has one, else the area's. */
export function areaPageTitle(area: string, subpath: string | undefined): string {
  const page = subpath?.split('/')[0];
  const areaTitle = messages.shell.areas[area] ?? area;
  return (page && messages.shell.areaPages[`${area}/${page}`]) || areaTitle;
}

/** A child area of the shell without a screen of its own: its title and a way back. */
export function AreaPage({ area }: { area: string }) {
  const title = areaPageTitle(area, useParams()['*']);
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
