import { Heading, Stack } from '@inversiones/design-system';
import { dashboard } from '@inversiones/contract';
import { useSnapshot } from 'valtio';
import { apiGet } from '../../http/client.ts';
import { clientState } from '../../store/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { sessionState } from '../../store/session.ts';
import { AllocationSection } from './AllocationSection.tsx';
import { BannersSection } from './BannersSection.tsx';
import { IndicatorsSection } from './IndicatorsSection.tsx';
import { JourneyCompleted } from './JourneyCompleted.tsx';
import { MarketSection } from './MarketSection.tsx';
import * as messages from './messages.ts';
import { MovementsSection } from './MovementsSection.tsx';
import { NoticesSection } from './NoticesSection.tsx';
import { ShortcutsSection } from './ShortcutsSection.tsx';
import { SummarySection } from './SummarySection.tsx';
import { useSection } from './use-section.ts';

/**
 * The client's dashboard (spec 7 "Dashboard and common"): each section asks its own call and
 * shows its own skeleton, message or 'Reintentar', so one failure never takes the page down. The
 * executive is the shell's banner, not repeated here (issue 18).
 */
export function HomePage() {
  usePageTitle(messages.home.pageTitle);
  const { flags } = useSnapshot(sessionState);
  const { client } = useSnapshot(clientState);
  // Acting for a company: the welcome names it, and the numbers are the company's.
  const company = !flags.naturalPerson && client ? client.Nombre : null;
  const [statement, retryStatement] = useSection((signal) =>
    apiGet(dashboard.statement, { signal }),
  );
  // Nothing invested yet: allocation and movements would be zeros; the summary leads to investing.
  const isNewClient = statement.status === 'ready' && statement.data.products.length === 0;

  return (
    <Stack gap="xl">
      <Heading level={1} size="xl">
        {company ? messages.home.companyTitle(company) : messages.home.title}
      </Heading>
      <JourneyCompleted />
      <SummarySection
        company={company !== null}
        statement={statement}
        retryStatement={retryStatement}
      />
      <NoticesSection />
      <ShortcutsSection />
      {isNewClient ? null : <AllocationSection company={company !== null} />}
      {isNewClient ? null : <MovementsSection />}
      <IndicatorsSection />
      <MarketSection />
      <BannersSection />
    </Stack>
  );
}
