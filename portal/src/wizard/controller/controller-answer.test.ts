import { describe, expect, it } from 'vitest';
import { parseControllerAnswer } from './controller-answer.ts';

describe('parseControllerAnswer', () => {
  it.each([
    [
      'open wizard EBDATOSPERSONALESCLIENTE',
      { kind: 'open', wizardId: 'EBDATOSPERSONALESCLIENTE' },
    ],
    ['  none ', { kind: 'none' }],
    ['ask enrolamientoBco', { kind: 'ask', context: 'enrolamientoBco' }],
    ['ask usoCanalDigital', { kind: 'ask', context: 'usoCanalDigital' }],
    ['redirect_onboarding', { kind: 'redirect_onboarding', url: null }],
    ['redirect_onboarding https://x.cl/a', { kind: 'redirect_onboarding', url: 'https://x.cl/a' }],
  ])('reads %j', (response, expected) => {
    expect(parseControllerAnswer(response)).toEqual(expected);
  });

  it.each(['', 'open wizard', 'ask otroContexto', 'open wizard A B', 'abrir X'])(
    'does not understand %j',
    (response) => {
      expect(parseControllerAnswer(response)).toBeNull();
    },
  );
});
