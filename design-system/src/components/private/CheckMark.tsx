import * as styles from './choice.css.ts';

/** The tick drawn inside a ticked box (decorative: the input carries the state). */
export function CheckMark() {
  return (
    <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
