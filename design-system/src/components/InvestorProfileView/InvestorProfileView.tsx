import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { investorProfileFromId } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { Heading } from '../Heading/index.ts';
import { Loader } from '../Loader/index.ts';
import { ProfileIndicator } from '../ProfileIndicator/index.ts';
import { StateMessage } from '../StateMessage/index.ts';
import { Tabs } from '../Tabs/index.ts';
import { Text } from '../Text/index.ts';
import {
  currentInvestorProfile,
  formatPollDate,
  profilesInTabOrder,
  type InvestorProfileData,
} from './investor-profile-data.ts';
import * as styles from './InvestorProfileView.css.ts';

export interface InvestorProfileViewProps {
  /** default (the current profile) or tabs (the three profiles, the current one selected). */
  theme?: 'default' | 'tabs';
  /** The service's profiles: the current one (default theme) or all three (tabs theme). */
  profiles: readonly InvestorProfileData[];
  /** 'Modificar Perfil' (default theme): usually opens the risk-profile poll. */
  onModify?: () => void;
  /** 'Cambiar Perfil' of a tab, with that tab's PerfilId. */
  onChangeProfile?: (perfilId: number) => void;
  /** The empty state's 'Completar perfil' (no profile yet). */
  onComplete?: () => void;
  isLoading?: boolean;
  /** Level of the view's headings in the page outline (default 2). */
  headingLevel?: 2 | 3;
}

function ProductList({ products }: { products: InvestorProfileData['Productos'] }) {
  if (!products || products.length === 0) {
    return <Text tone="secondary">{messages.investorProfile.noProducts}</Text>;
  }
  return (
    <ul className={styles.products}>
      {products.map((product, index) => (
        <li key={`${index}-${product.Nombre}`} className={styles.product}>
          {product.Nombre}
        </li>
      ))}
    </ul>
  );
}

/** The investor profile: the current one with its date, or the three profiles as tabs. */
export function InvestorProfileView({
  theme = 'default',
  profiles,
  onModify,
  onChangeProfile,
  onComplete,
  isLoading,
  headingLevel = 2,
}: InvestorProfileViewProps) {
  if (isLoading) return <Loader label={messages.investorProfile.loading} />;
  const current = currentInvestorProfile(profiles);

  if (theme === 'tabs' && profiles.length > 0) {
    const ordered = profilesInTabOrder(profiles);
    const keyOf = (profile: InvestorProfileData) => investorProfileFromId(profile.PerfilId);
    const items = ordered.map((profile) => ({
      id: keyOf(profile),
      label:
        profile === current ? (
          <>
            {profile.Nombre}{' '}
            <span className={styles.tabMarker}>{messages.investorProfile.currentTab}</span>
          </>
        ) : (
          profile.Nombre
        ),
    }));
    return (
      <Tabs
        aria-label={messages.investorProfile.tabsLabel}
        items={items}
        defaultSelectedKey={current ? keyOf(current) : items[0]?.id}
      >
        {(item) => {
          const profile = ordered.find((candidate) => keyOf(candidate) === item.id);
          if (!profile) return null;
          return (
            <div className={styles.panel}>
              {profile === current ? (
                <Text weight="semibold">{messages.investorProfile.isCurrent}</Text>
              ) : null}
              <Text>{profile.Descripcion}</Text>
              <div className={styles.productBlock}>
                <Text weight="semibold">{messages.investorProfile.productsIntro}</Text>
                <ProductList products={profile.Productos} />
              </div>
              <div className={styles.actions}>
                <Button onPress={() => onChangeProfile?.(profile.PerfilId)}>
                  {messages.investorProfile.change}
                </Button>
              </div>
            </div>
          );
        }}
      </Tabs>
    );
  }

  if (!current) {
    return (
      <StateMessage
        title={messages.investorProfile.emptyTitle}
        titleLevel={headingLevel}
        action={
          onComplete ? (
            <Button onPress={onComplete}>{messages.investorProfile.complete}</Button>
          ) : undefined
        }
      >
        {messages.investorProfile.emptyText}
      </StateMessage>
    );
  }

  const date = formatPollDate(current.FechaEncuesta);
  return (
    <Card
      titleLevel={headingLevel}
      titleSize="xl"
      title={
        <>
          <VisuallyHidden elementType="span">{messages.badge.profilePrefix}</VisuallyHidden>{' '}
          {current.Nombre}
        </>
      }
    >
      <div className={styles.panel}>
        {date ? (
          <Text tone="secondary">
            {messages.investorProfile.lastUpdate}:{' '}
            <Text as="span" numeric>
              {date}
            </Text>
          </Text>
        ) : null}
        <ProfileIndicator profile={current.PerfilId} />
        <Text>{current.Descripcion}</Text>
        <div className={styles.productBlock}>
          <Heading level={(headingLevel + 1) as 3 | 4} size="md">
            {messages.investorProfile.suggestedProducts}
          </Heading>
          <ProductList products={current.Productos} />
        </div>
        <div className={styles.actions}>
          <Button onPress={onModify}>{messages.investorProfile.modify}</Button>
        </div>
      </div>
    </Card>
  );
}
