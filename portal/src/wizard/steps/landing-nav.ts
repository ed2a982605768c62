import { useMemo, useRef, useState } from 'react';
import type { wizardConfig } from '@inversiones/contract';
import * as messages from '../../messages.ts';
import type { WizardContext } from '../api/wizard-api.ts';
import type { StepNav } from '../engine/step-props.ts';
import { handOverToBank } from './bank-handover.ts';
import { suppressLanding } from './landing-api.ts';

type WizardControl = wizardConfig.WizardControl;

/** Control actions of landing and campaign steps the engine does not know. */
export type LandingAction = 'noShowMore' | 'bank';

const ACTIONS: Record<string, LandingAction> = {
  noshowmore: 'noShowMore',
  'no-show-more': 'noShowMore',
  nomostrar: 'noShowMore',
  bank: 'bank',
  banco: 'bank',
  accessbank: 'bank',
};

/** The landing action of a control ('noShowMore', 'bank'), or undefined for the engine's own. */
export const landingActionOf = (control: WizardControl): LandingAction | undefined =>
  control.url || control.forcedPrev
    ? undefined
    : ACTIONS[(control.action ?? '').trim().toLowerCase()];

/**
 * The step's nav with the landing actions: 'do not show again' calls the suppress service and
 * closes (spec 4); 'bank' hands the session over to the bank. A second press while either runs is ignored.
 */
export function useLandingNav(nav: StepNav, wizardId: string, context: WizardContext): StepNav {
  const [pending, setPending] = useState<LandingAction | null>(null);
  // A ref, not the state: a second press before the next render must see the first one.
  const inFlight = useRef(false);
  return useMemo(() => {
    const run = (action: LandingAction, work: () => Promise<void>) => {
      if (inFlight.current || nav.busy) return;
      inFlight.current = true;
      setPending(action);
      void work().finally(() => {
        inFlight.current = false;
        setPending(null);
      });
    };
    const control: StepNav['control'] = (item, answers) => {
      const action = landingActionOf(item);
      if (action === 'noShowMore') {
        return run(action, async () => {
          const result = await suppressLanding(wizardId, context);
          // Closing anyway: the client asked not to see it; at worst it shows once more.
          if (result.error)
            console.error(messages.wizardLanding.noShowMoreFailed(wizardId), result);
          nav.close();
        });
      }
      if (action === 'bank') {
        return run(action, async () => {
          await handOverToBank();
        });
      }
      nav.control(item, answers);
    };
    // The bank hand-over keeps the buttons enabled (and the focus where it was): a new tab may open.
    return { ...nav, control, busy: nav.busy || pending === 'noShowMore' };
  }, [context, nav, pending, wizardId]);
}
