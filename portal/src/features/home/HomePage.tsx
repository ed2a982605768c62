import { Skeleton, Stack } from '@inversiones/design-system';
import { client as clientApi, dashboard } from '@inversiones/contract';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { apiGet } from '../../http/client.ts';
import { clientState } from '../../store/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { sessionState } from '../../store/session.ts';
import { PendingSignaturesNotice } from '../order-signing/PendingSignaturesNotice.tsx';
import { ContactValidation } from './ContactValidation.tsx';
import { JourneyCompleted } from './JourneyCompleted.tsx';
import * as messages from './messages.ts';
import { NoticesSection } from './NoticesSection.tsx';
import { ShortcutsSection } from './ShortcutsSection.tsx';
import { SummarySection } from './SummarySection.tsx';
import { useIdleMount } from './use-idle-mount.ts';
import { useSection } from './use-section.ts';

const BelowTheFold = lazy(async () => ({
  default: (await import('./BelowTheFold.tsx')).BelowTheFold,
}));

/**
 * The client's dashboard (spec 7 "Dashboard and common"): each section asks its own call and
 * shows its own skeleton, message or 'Reintentar', so one failure never takes the page down. The
 * executive is the shell's banner, not repeated here (issue 18). The page's title is the total's
 * ('Mi patrimonio'): no welcome line pushes the figures below the fold on a phone.
 */
export function HomePage() {
  usePageTitle(messages.home.pageTitle);
  const { flags } = useSnapshot(sessionState);
  const { client } = useSnapshot(clientState);
  // Acting for a company: the numbers are the company's, and named so.
  const company = !flags.naturalPerson && client ? client.Nombre : null;
  const [statement, retryStatement] = useSection((signal) =>
    apiGet(dashboard.statement, { signal }),
  );
  const [notices, retryNotices] = useSection((signal) =>
    apiGet(clientApi.messagesList, { signal }),
  );
  const isNewClient = statement.status === 'ready' && statement.data.products.length === 0;
  // What follows the notices appears with their answer: a late notice above the shortcuts would
  // push them down (a layout shift); the notices are quick, and most days there are none.
  const noticesSettled = notices.status !== 'loading';
  // The lower sections (their code, calls and tables) wait for the total, the page's reason to
  // be, and its paint; their place is kept meanwhile.
  const showBelow = useIdleMount(statement.status !== 'loading');
  const belowPlaceholder = <Skeleton shape="block" height={320} />;

  return (
    <Stack gap="xl">
      <JourneyCompleted />
      <PendingSignaturesNotice />
      <SummarySection
        company={company !== null}
        statement={statement}
        retryStatement={retryStatement}
      />
      <ContactValidation />
      {noticesSettled ? (
        <>
          <NoticesSection notices={notices} retry={retryNotices} />
          <ShortcutsSection />
          {showBelow ? (
            <Suspense fallback={belowPlaceholder}>
              <BelowTheFold
                company={company !== null}
                isNewClient={isNewClient}
                valuedAt={statement.status === 'ready' ? statement.data.valuedAt : undefined}
              />
            </Suspense>
          ) : (
            belowPlaceholder
          )}
        </>
      ) : null}
    </Stack>
  );
}
