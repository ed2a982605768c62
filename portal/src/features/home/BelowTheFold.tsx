import { OffscreenRegion } from '@inversiones/design-system';
import type { ReactElement } from 'react';
import { AllocationSection } from './AllocationSection.tsx';
import { BannersSection } from './BannersSection.tsx';
import { IndicatorsSection } from './IndicatorsSection.tsx';
import { MarketSection } from './MarketSection.tsx';
import { MovementsSection } from './MovementsSection.tsx';
import { useIdleCount } from './use-idle-count.ts';

/**
 * The sections under the summary, shortcuts and notices: one chunk the page asks for once the
 * total is shown, so the first paint carries only what is above the fold. They mount one by one,
 * in page order (each below the last: nothing shown moves).
 */
export function BelowTheFold({
  company,
  isNewClient,
  valuedAt,
}: {
  company: boolean;
  isNewClient: boolean;
  /** The statement's pricing instant (none when it failed): the allocation prices at it. */
  valuedAt: string | undefined;
}) {
  const sections: ReactElement[] = [
    // Nothing invested yet: allocation and movements would be zeros; the summary leads to investing.
    ...(isNewClient
      ? []
      : [
          <AllocationSection key="allocation" company={company} valuedAt={valuedAt} />,
          <MovementsSection key="movements" />,
        ]),
    <IndicatorsSection key="indicators" />,
    <MarketSection key="market" />,
    <BannersSection key="banners" />,
  ];
  const shown = useIdleCount(sections.length);
  // On a phone most of them start below the first screen: the browser lays them out as they near it.
  return (
    <>
      {sections.slice(0, shown).map((section) => (
        <OffscreenRegion key={section.key}>{section}</OffscreenRegion>
      ))}
    </>
  );
}
