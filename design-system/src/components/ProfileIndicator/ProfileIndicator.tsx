import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { investorProfileFromId, type InvestorProfile } from '../Badge/index.ts';
import { Icon } from '../Icon/index.ts';
import * as styles from './ProfileIndicator.css.ts';

const order: readonly InvestorProfile[] = ['conservador', 'moderado', 'agresivo'];

export interface ProfileIndicatorProps {
  /** The current profile, or the spec's PerfilId (1 Conservador, 2 Moderado, 3 Agresivo). */
  profile: InvestorProfile | number;
  /** Names the list (default 'Perfiles de inversionista'). */
  'aria-label'?: string;
}

/**
 * The three risk segments Conservador, Moderado, Agresivo. The current one is filled with its hue
 * and also carries a check, an 'Actual' marker and bold text; screen readers hear
 * 'Perfil actual: Moderado'.
 */
export function ProfileIndicator({ profile, ...props }: ProfileIndicatorProps) {
  const current = typeof profile === 'number' ? investorProfileFromId(profile) : profile;
  return (
    <ol
      aria-label={props['aria-label'] ?? messages.investorProfile.indicatorLabel}
      className={styles.root}
    >
      {order.map((segment) => {
        const isCurrent = segment === current;
        return (
          <li
            key={segment}
            aria-current={isCurrent ? 'true' : undefined}
            data-current={isCurrent ? '' : undefined}
            className={styles.segment({ profile: segment })}
          >
            <span className={styles.bar} aria-hidden="true">
              {isCurrent ? <Icon name="success" size="sm" /> : null}
            </span>
            <span className={styles.name}>
              {isCurrent ? (
                <>
                  <VisuallyHidden elementType="span">
                    {messages.investorProfile.currentPrefix}
                  </VisuallyHidden>{' '}
                </>
              ) : null}
              {messages.badge.profiles[segment]}
            </span>
            {isCurrent ? (
              <span className={styles.marker} aria-hidden="true">
                {messages.investorProfile.currentMarker}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
