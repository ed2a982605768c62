import { AllocationSection } from './AllocationSection.tsx';
import { BannersSection } from './BannersSection.tsx';
import { IndicatorsSection } from './IndicatorsSection.tsx';
import { MarketSection } from './MarketSection.tsx';
import { MovementsSection } from './MovementsSection.tsx';

/**
 * The sections under the summary, shortcuts and notices: one chunk the page asks for once the
 * total is shown, so the first paint carries only what is above the fold.
 */
export function BelowTheFold({ company, isNewClient }: { company: boolean; isNewClient: boolean }) {
  return (
    <>
      {/* Nothing invested yet: allocation and movements would be zeros; the summary leads to investing. */}
      {isNewClient ? null : <AllocationSection company={company} />}
      {isNewClient ? null : <MovementsSection />}
      <IndicatorsSection />
      <MarketSection />
      <BannersSection />
    </>
  );
}
