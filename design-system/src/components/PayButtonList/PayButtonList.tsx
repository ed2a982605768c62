import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { formatCurrency } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Badge } from '../Badge/index.ts';
import { Heading } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import { Loader } from '../Loader/index.ts';
import { LoadError } from '../private/LoadError.tsx';
import { Text } from '../Text/index.ts';
import * as s from './PayButtonList.css.ts';

/** available: the bank can be chosen; unavailable: shown disabled with its reason. */
export type PayButtonStatus = 'available' | 'unavailable';

/** A bank payment button (the spec's PayButton), ready for display. */
export interface PayButtonOption {
  /** Id. */
  id: string | number;
  /** Name: the bank. */
  name: string;
  /** Image: the bank's logo URL; without it the bank's initial is shown. */
  image?: string;
  /** IdPayButtonStatuses, mapped by the caller: only 'available' can be chosen. */
  status: PayButtonStatus;
  /** Why an unavailable bank cannot be chosen (default: a generic, polite reason). */
  unavailableReason?: string;
  /** BusinessTimeString: the bank's business hours, as sent ('Lunes a viernes de 9:00 a 14:00'). */
  businessHours: string;
  /** MinAmount, in CLP. */
  minAmount: number;
  /** MaxAmount, in CLP. */
  maxAmount: number;
}

export interface PayButtonListProps {
  buttons: readonly PayButtonOption[];
  /** Called with the bank's id when an available bank is pressed. */
  onSelect: (id: PayButtonOption['id']) => void;
  /** The chosen bank: its card is pressed (aria-pressed) and marked 'Seleccionado'. */
  selectedId?: PayButtonOption['id'];
  /**
   * The amount to fund, in CLP: banks whose minimum or maximum excludes it are disabled and say
   * why. Omit it when the amount is asked after choosing the bank.
   */
  amount?: number;
  /** The section's title (default 'Seleccione su banco'). */
  title?: string;
  /** The title's level in the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** The banks are loading. */
  isLoading?: boolean;
  /** The banks could not be loaded: the spec's error text replaces them. */
  hasError?: boolean;
  /** With `hasError`, shows 'Reintentar'. */
  onRetry?: () => void;
}

/** Why a bank cannot be chosen now, or null when it can. */
function blockedReason(button: PayButtonOption, amount: number | undefined): string | null {
  const m = messages.payButtonList;
  if (button.status !== 'available') return button.unavailableReason ?? m.unavailableReason;
  if (amount !== undefined && amount < button.minAmount) {
    return m.belowMin(formatCurrency(button.minAmount));
  }
  if (amount !== undefined && amount > button.maxAmount) {
    return m.aboveMax(formatCurrency(button.maxAmount));
  }
  return null;
}

function PayButtonCard({
  button,
  amount,
  selectedId,
  onSelect,
  nameLevel,
}: {
  button: PayButtonOption;
  amount?: number;
  selectedId?: PayButtonOption['id'];
  onSelect: (id: PayButtonOption['id']) => void;
  nameLevel: 3 | 4 | 5;
}) {
  const m = messages.payButtonList;
  const detailsId = useId();
  const reason = blockedReason(button, amount);
  const isSelected = selectedId !== undefined && selectedId === button.id && reason === null;
  return (
    <li
      className={s.card}
      data-selected={isSelected || undefined}
      data-disabled={reason !== null || undefined}
    >
      <span className={s.logo}>
        {button.image ? (
          <img className={s.logoImage} src={button.image} alt={m.logo(button.name)} />
        ) : (
          <span aria-hidden="true">{button.name.charAt(0)}</span>
        )}
      </span>
      <div className={s.body}>
        <Heading level={nameLevel} size="md">
          {button.name}
        </Heading>
        <div id={detailsId} className={s.details}>
          <dl className={s.facts}>
            <div className={s.fact}>
              <dt className={s.label}>{m.businessHours}:</dt>{' '}
              <dd className={s.factValue}>{button.businessHours}</dd>
            </div>{' '}
            <div className={s.fact}>
              <dt className={s.label}>{m.minAmount}:</dt>{' '}
              <dd className={s.amount}>{formatCurrency(button.minAmount)}</dd>
            </div>{' '}
            <div className={s.fact}>
              <dt className={s.label}>{m.maxAmount}:</dt>{' '}
              <dd className={s.amount}>{formatCurrency(button.maxAmount)}</dd>
            </div>
          </dl>{' '}
          <p className={s.status}>
            {button.status === 'available' ? (
              <Badge tone="success" size="sm">
                {m.available}
              </Badge>
            ) : (
              <Badge tone="neutral" size="sm">
                {m.unavailable}
              </Badge>
            )}{' '}
            {isSelected ? (
              <Badge tone="brand" size="sm" icon={<Icon name="success" size="sm" />}>
                {m.selected}
              </Badge>
            ) : null}
          </p>{' '}
          {reason ? <p className={s.reason}>{reason}</p> : null}
        </div>
        <AriaButton
          className={s.choose}
          isDisabled={reason !== null}
          onPress={() => onSelect(button.id)}
          aria-label={m.choose(button.name)}
          aria-describedby={detailsId}
          // Pressed state only when the caller tracks a choice; otherwise a plain action button.
          aria-pressed={selectedId === undefined ? undefined : isSelected}
        >
          {m.chooseShort}
        </AriaButton>
      </div>
    </li>
  );
}

/**
 * The bank payment buttons to fund an account: one card per bank with its logo, name, business
 * hours, minimum and maximum amounts (CLP) and status; unavailable banks are disabled and say why.
 */
export function PayButtonList({
  buttons,
  onSelect,
  selectedId,
  amount,
  title,
  headingLevel = 2,
  isLoading = false,
  hasError = false,
  onRetry,
}: PayButtonListProps) {
  const m = messages.payButtonList;
  const titleId = useId();

  let content;
  if (isLoading) {
    content = <Loader kind="placeholder" variant={2} label={m.loading} />;
  } else if (hasError) {
    content = (
      <LoadError
        title={m.errorTitle}
        titleLevel={Math.min(headingLevel + 1, 4) as 3 | 4}
        retryLabel={m.retry}
        onRetry={onRetry}
      >
        {m.error}
      </LoadError>
    );
  } else if (buttons.length === 0) {
    content = <p className={s.empty}>{m.empty}</p>;
  } else {
    content = (
      <ul className={s.list}>
        {buttons.map((button) => (
          <PayButtonCard
            key={button.id}
            button={button}
            amount={amount}
            selectedId={selectedId}
            onSelect={onSelect}
            nameLevel={(headingLevel + 1) as 3 | 4 | 5}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className={s.root} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <div className={s.header}>
        <Heading level={headingLevel} size="xl" id={titleId}>
          {title ?? m.title}
        </Heading>
        <Text tone="secondary">{m.description}</Text>
      </div>
      {content}
    </section>
  );
}
