import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { mergeRefs } from 'react-aria/mergeRefs';
import * as messages from '../../messages.ts';
import { feedbackIcon } from '../../styles/feedback.css.ts';
import { Icon } from '../Icon/index.ts';
import * as styles from './ErrorSummary.css.ts';

/** One error of the summary: the id of the field it links to and what is wrong. */
export interface ErrorSummaryItem {
  /** The id of the field's element (its input, or a group holding it). */
  id: string;
  /** The field's label, shown before the message. */
  label?: ReactNode;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  /** Default `Revise los siguientes datos antes de continuar`. */
  title?: ReactNode;
  /** The heading's level in the page outline (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Takes the focus when it appears (default true), so a screen reader reads it once; remount it
   * (a new `key`) to announce a later failed attempt.
   */
  focusOnAppear?: boolean;
  /** Moves to a field; by default the element with that id, or its first focusable part. */
  onSelect?: (id: string) => void;
  ref?: Ref<HTMLDivElement>;
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the element with `id`, or the first focusable element inside it. */
export function focusFieldById(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const focusable = target.matches(FOCUSABLE)
    ? target
    : target.querySelector<HTMLElement>(FOCUSABLE);
  (focusable ?? target).focus();
  return document.activeElement === (focusable ?? target);
}

/**
 * The errors of a form that could not be sent, each a link to its field (GOV.UK pattern): it
 * takes the focus when shown, so it is announced once, with its heading and the number of errors.
 */
export function ErrorSummary({
  errors,
  title = messages.errorSummary.title,
  headingLevel = 2,
  focusOnAppear = true,
  onSelect = focusFieldById,
  ref,
}: ErrorSummaryProps) {
  const id = useId();
  const own = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;

  // Focus on appearance only: later re-renders (errors fixed one by one) must not steal focus.
  useEffect(() => {
    if (focusOnAppear && shown) own.current?.focus();
  }, [focusOnAppear, shown]);

  if (!shown) return null;
  const Heading = `h${headingLevel}` as const;
  const go = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    event.preventDefault();
    onSelect(target);
  };
  return (
    <div
      ref={mergeRefs(own, ref)}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-count`}
      className={styles.summary}
      data-error-summary=""
    >
      <div className={styles.header}>
        <span className={feedbackIcon({ tone: 'error' })}>
          <Icon name="error" />
        </span>
        <div>
          <Heading id={`${id}-title`} className={styles.title}>
            {title}
          </Heading>
          <p id={`${id}-count`} className={styles.count}>
            {messages.errorSummary.count(errors.length)}
          </p>
        </div>
      </div>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              className={styles.link}
              onClick={(event) => go(event, error.id)}
            >
              {error.label ? <>{error.label}: </> : null}
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
