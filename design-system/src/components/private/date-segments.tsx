import { DateSegment as AriaDateSegment } from 'react-aria-components';
import type { DateSegment } from 'react-stately/useDateFieldState';
import * as styles from './date-segments.css.ts';

/**
 * Renders one segment of a React Aria date input. es-CL's own format separates with hyphens
 * (05-01-2024); the spec types dates as dd/mm/aaaa, so separators are drawn as slashes.
 */
export function renderDateSegment(segment: DateSegment) {
  if (segment.type === 'literal') {
    return (
      <span aria-hidden="true" className={styles.literal}>
        {/^[\s\u200e\u200f]*$/.test(segment.text) ? segment.text : '/'}
      </span>
    );
  }
  return <AriaDateSegment segment={segment} className={styles.segment} />;
}
