import { CampaignHero, Card, Link, Skeleton, Stack } from '@inversiones/design-system';
import { dashboard } from '@inversiones/contract';
import { useEffect, useState } from 'react';
import { API_BASE, apiGet } from '../../http/client.ts';
import * as messages from './messages.ts';
import { SectionMessage } from './SectionMessage.tsx';
import { useSection } from './use-section.ts';

type Variant = 'web' | 'mobile';

/** Spec 7 and 9: the web banners above 990 px of width, the mobile ones otherwise. */
const WIDE = `(min-width: ${dashboard.ADVERTISEMENT_WIDTH_THRESHOLD + 1}px)`;

const isWide = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(WIDE).matches : true;

function useBannerVariant(): Variant {
  const [variant, setVariant] = useState<Variant>(() => (isWide() ? 'web' : 'mobile'));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    const update = () => setVariant(query.matches ? 'web' : 'mobile');
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return variant;
}

/** The firm's advertising, in the variant of the window's width (asked again when it crosses). */
export function BannersSection() {
  const variant = useBannerVariant();
  const [ads, retry] = useSection(
    (signal) => apiGet(dashboard.advertisement, { signal, params: { variante: variant } }),
    variant,
  );
  if (ads.status === 'ready' && ads.data.banners.length === 0) return null;
  return (
    <Card title={messages.banners.title}>
      {ads.status === 'loading' ? (
        <Skeleton shape="block" height={160} />
      ) : ads.status === 'error' ? (
        <SectionMessage kind="error" onRetry={retry} />
      ) : (
        <Stack gap="lg">
          {ads.data.banners.map((banner) => (
            <CampaignHero
              key={banner.id}
              imageSrc={`${API_BASE}${banner.imageUrl}`}
              imageAlt={banner.imageAlt}
              title={banner.title}
              titleLevel={3}
              controls={
                banner.link ? (
                  <Link
                    href={banner.link.href}
                    variant="standalone"
                    isExternal={banner.link.href.startsWith('https://')}
                  >
                    {banner.link.label}
                  </Link>
                ) : undefined
              }
            >
              {banner.text}
            </CampaignHero>
          ))}
        </Stack>
      )}
    </Card>
  );
}
