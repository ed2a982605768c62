// showWhen (wizard-spec 3-4): a question is shown only while the watched answers match. One
// definition for the portal (what it shows) and the API (a hidden field is not required).
import type { ShowWhen, ShowWhenValue } from './wizard-config.ts';

/** The conditions of a showWhen, whichever of its two shapes. */
function conditionsOf(showWhen: ShowWhen): readonly { key: string; value: ShowWhenValue }[] {
  return 'keys' in showWhen && Array.isArray(showWhen.keys)
    ? showWhen.keys
    : [showWhen as { key: string; value: ShowWhenValue }];
}

/** The answer keys a showWhen watches (what the question subscribes to). */
export function showWhenKeys(showWhen: ShowWhen | undefined): string[] {
  return showWhen ? [...new Set(conditionsOf(showWhen).map((condition) => condition.key))] : [];
}

/** Answers compare as text: configurations write `"true"`, `1` or `"S"` for the same answers. */
const same = (answer: unknown, expected: unknown) =>
  answer !== undefined && answer !== null && String(answer) === String(expected);

/** Whether one answer matches one expected value (a list: any of them; a list answer: contains). */
function matches(answer: unknown, expected: ShowWhenValue): boolean {
  const wanted = Array.isArray(expected) ? expected : [expected];
  // Selection answers (version B `{ value }`, or a list of keys) match when they contain it.
  const found =
    answer !== null && typeof answer === 'object' && !Array.isArray(answer) && 'value' in answer
      ? (answer as { value: unknown }).value
      : answer;
  const given = Array.isArray(found) ? found : [found];
  // An unanswered single checkbox is false: `value: false` shows while it is not ticked.
  const normalized = given.length === 0 || given[0] === undefined ? [false] : given;
  return wanted.some((value) =>
    normalized.some((item) => same(item, value) || (value === false && item === null)),
  );
}

/**
 * Whether a question with this showWhen is shown for the answers read by `answerOf`. Every
 * condition must hold (a list of keys reveals a question only when all its answers match).
 */
export function isShown(
  showWhen: ShowWhen | undefined,
  answerOf: (key: string) => unknown,
): boolean {
  if (!showWhen) return true;
  return conditionsOf(showWhen).every((condition) =>
    matches(answerOf(condition.key), condition.value),
  );
}
