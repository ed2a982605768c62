import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Heading } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import {
  formatQuoteCountdown,
  msToNextSecond,
  quoteStage,
  remainingSeconds,
  type QuoteStage,
} from './quote-clock.ts';
import * as s from './QuoteCountdown.css.ts';

const m = messages.quoteCountdown;

/** One figure of the quote: 'Usted paga' '$ 948.120'. */
export interface QuoteLine {
  label: string;
  /** Already formatted (`formatCurrency`): 'US$ 1.000,00'. */
  value: string;
}

export interface QuoteCountdownProps {
  /** The card's title (default 'Cotización'). */
  title?: string;
  /** The title's level in the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** What the rate is: 'Tipo de cambio'. */
  rateLabel: string;
  /** The rate, already formatted: '$ 948,12 por US$ 1'. */
  rate: string;
  /** The figures under the rate: 'Usted paga', 'Usted recibe'. */
  lines?: readonly QuoteLine[];
  /** When the quote stops being valid (epoch ms); a new value re-arms the countdown. */
  expiresAt: number;
  /**
   * When the quote was given (epoch ms): the progress bar's start. Default: when this
   * `expiresAt` was first shown.
   */
  issuedAt?: number;
  /** The clock (default `Date.now`); a fixed one makes stories and screenshots deterministic. */
  now?: () => number;
  /** Called once per `expiresAt` when the quote expires (also when it arrives already expired). */
  onExpire?: () => void;
  /** 'Cotizar de nuevo', offered once the quote has expired. */
  onRequote: () => void;
  /** The new quote is on its way: 'Cotizar de nuevo' shows 'Cotizando...'. */
  isRequoting?: boolean;
  /**
   * What accepts the quote ('Confirmar compra'): shown only while it is valid, so an expired
   * quote can never be confirmed from this card.
   */
  confirmAction?: ReactNode;
  /** An action in either state, after the others ('Modificar'). */
  secondaryAction?: ReactNode;
  /** Takes the focus when it appears (it replaced the button that asked for it). */
  focusOnMount?: boolean;
}

/** The spoken threshold of each stage; the expired stage speaks through the visible note. */
const spokenAt: Record<QuoteStage, string> = { 0: '', 1: m.announce30, 2: m.announce10, 3: '' };

/**
 * A price quote (buying or selling dollars) with its visible expiry countdown, 'Vence en 0:45',
 * and a slim progress bar. Screen readers hear it only at 30 s, 10 s and on expiry, never every
 * second. Once expired the figures fade (still readable), `onExpire` runs once and 'Cotizar de
 * nuevo' appears; a new `expiresAt` makes it valid again.
 */
export function QuoteCountdown({
  title = m.title,
  headingLevel = 2,
  rateLabel,
  rate,
  lines = [],
  expiresAt,
  issuedAt,
  now = Date.now,
  onExpire,
  onRequote,
  isRequoting = false,
  confirmAction,
  secondaryAction,
  focusOnMount = false,
}: QuoteCountdownProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) rootRef.current?.focus();
  }, [focusOnMount]);

  // The time last read, for this expiresAt; a new expiresAt reads the clock again at once.
  const [clock, setClock] = useState(() => {
    const at = now();
    return { expiresAt, at, armedAt: at };
  });
  let { at, armedAt } = clock;
  if (clock.expiresAt !== expiresAt) {
    at = now();
    armedAt = at;
    setClock({ expiresAt, at, armedAt });
  }
  const remainingMs = expiresAt - at;
  const seconds = remainingSeconds(remainingMs);
  const isExpired = seconds === 0;
  const stage = quoteStage(seconds);
  const total = expiresAt - (issuedAt ?? armedAt);
  const fraction = total > 0 ? Math.min(Math.max(remainingMs / total, 0), 1) : 0;

  // Only a later stage speaks: the live region keeps its text between thresholds.
  const [heard, setHeard] = useState({ expiresAt, stage, text: '' });
  let spoken = heard.text;
  if (heard.expiresAt !== expiresAt) {
    spoken = '';
    setHeard({ expiresAt, stage, text: spoken });
  } else if (stage > heard.stage) {
    spoken = spokenAt[stage] || heard.text;
    setHeard({ expiresAt, stage, text: spoken });
  }

  // One tick per shown second, at the moment it changes; none once expired.
  useEffect(() => {
    if (isExpired) return;
    const timer = setTimeout(() => {
      const next = now();
      setClock((prev) =>
        prev.expiresAt === expiresAt && prev.at !== next ? { ...prev, at: next } : prev,
      );
    }, msToNextSecond(remainingMs));
    return () => clearTimeout(timer);
  }, [expiresAt, remainingMs, isExpired, now]);

  const expiredFor = useRef<number | null>(null);
  useEffect(() => {
    if (isExpired && expiredFor.current !== expiresAt) {
      expiredFor.current = expiresAt;
      onExpire?.();
    }
  }, [isExpired, expiresAt, onExpire]);

  // 'Cotizar de nuevo' leaves with the expired quote: keep the focus on the new one, not the page.
  const requested = useRef(false);
  useEffect(() => {
    if (isExpired || !requested.current) return;
    requested.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) rootRef.current?.focus();
  }, [isExpired]);

  return (
    <section
      ref={rootRef}
      // Focusable from script only: where focus lands when the requote button goes away.
      tabIndex={-1}
      className={s.root}
      aria-labelledby={titleId}
      data-expired={isExpired || undefined}
      data-urgent={stage === 2 || undefined}
    >
      <div className={s.header}>
        <Heading level={headingLevel} size="lg" id={titleId}>
          {title}
        </Heading>
        {isExpired ? (
          <Badge tone="warning" icon={<Icon name="warning" size="sm" />} data-state="expired">
            {m.expired}
          </Badge>
        ) : (
          <Badge tone="success" icon={<Icon name="success" size="sm" />} data-state="valid">
            {m.valid}
          </Badge>
        )}
      </div>

      <div className={s.figures}>
        <dl className={s.rate}>
          <dt className={s.rateLabel}>{rateLabel}</dt>
          <dd className={s.rateValue}>{rate}</dd>
        </dl>
        {lines.length > 0 ? (
          <dl className={s.lines}>
            {lines.map((line) => (
              <div key={line.label} className={s.line}>
                <dt className={s.lineLabel}>{line.label}</dt>
                <dd className={s.lineValue}>{line.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>

      {isExpired ? null : (
        <div className={s.countdown}>
          {/* Readable on demand, never spoken by itself: the status below speaks at thresholds. */}
          <p className={s.time} role="timer" aria-live="off" aria-atomic="true">
            {m.expiresIn}{' '}
            <time className={s.figure} dateTime={`PT${seconds}S`}>
              {formatQuoteCountdown(seconds)}
            </time>
          </p>
          <div className={s.track} aria-hidden="true">
            <div className={s.fill} style={{ transform: `scaleX(${fraction})` }} />
          </div>
        </div>
      )}

      {/* Always in the page, so that a change is announced: 30 s, 10 s, then the visible note. */}
      <div role="status" aria-atomic="true" className={s.status}>
        {isExpired ? (
          <p className={s.note}>
            <span className={s.noteIcon}>
              <Icon name="warning" size="md" />
            </span>
            {m.expiredNote}
          </p>
        ) : (
          <VisuallyHidden elementType="span">{spoken}</VisuallyHidden>
        )}
      </div>

      {isExpired || confirmAction || secondaryAction ? (
        <div className={s.actions}>
          {isExpired ? (
            <Button
              onPress={() => {
                requested.current = true;
                onRequote();
              }}
              isPending={isRequoting}
              pendingLabel={m.requoting}
            >
              {m.requote}
            </Button>
          ) : (
            confirmAction
          )}
          {secondaryAction}
        </div>
      ) : null}
    </section>
  );
}
