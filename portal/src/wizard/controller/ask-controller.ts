import { wizardController } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { reportSessionLoss } from '../api/session-loss.ts';
import { parseControllerAnswer } from './controller-answer.ts';
import { advanceOnboardingStage } from './onboarding-stage.ts';
import { ONBOARDING_URL } from './safe-redirect.ts';
import {
  clearWizardContext,
  storedWizardContext,
  storeWizardContext,
  type WizardContext,
} from './wizard-context.ts';

export type ControllerAction = 'next' | 'back' | 'push';

export interface ControllerInput {
  /** The step the wizard ended on (0-based). */
  step: number;
  /** The wizard that ended ('' when nothing ended yet, e.g. right after login). */
  wizard: string;
  action: ControllerAction;
  /** The portal path the client is on. */
  path?: string;
}

export type ControllerAnswer =
  /** journey: the client's onboarding wizards in order, when the controller names them. */
  | { kind: 'open'; wizardId: string; context: WizardContext; journey?: readonly string[] }
  | { kind: 'none' }
  | { kind: 'redirect_onboarding'; url: string };

/** `ask` answers followed in a row at most (a rule set that keeps asking would loop). */
const MAX_ASKS = 3;

/**
 * Asks the wizard controller what comes next (GET /{context}/jarvis/{action}?step&wizard&path)
 * and applies its answer: `ask X` stores context X and asks again there, `none` clears the
 * context. Each call advances the onboarding position by one. Failures reject with the ApiError
 * (a 401 also goes to the shared handler).
 */
export async function askController(
  input: ControllerInput,
  signal?: AbortSignal,
): Promise<ControllerAnswer> {
  advanceOnboardingStage();
  let context = storedWizardContext();
  let { response, journey } = await apiGet(wizardController.jarvisAction, {
    signal,
    onError: false,
    params: {
      context,
      action: input.action,
      step: input.step,
      wizard: input.wizard || undefined,
      path: input.path,
    },
  }).catch(reportSessionLoss);

  for (let asks = 0; ; asks++) {
    const answer = parseControllerAnswer(response);
    if (answer?.kind === 'open') {
      return { kind: 'open', wizardId: answer.wizardId, context, journey: journey?.wizards };
    }
    if (answer?.kind === 'redirect_onboarding') {
      return { kind: 'redirect_onboarding', url: answer.url ?? ONBOARDING_URL };
    }
    if (answer?.kind === 'ask' && asks < MAX_ASKS) {
      context = answer.context;
      storeWizardContext(context);
      ({ response, journey } = await apiGet(wizardController.jarvis, {
        signal,
        onError: false,
        params: { context },
      }).catch(reportSessionLoss));
      continue;
    }
    // 'none', an unknown answer or too many asks: nothing to open.
    if (answer === null || answer.kind === 'ask') {
      console.error(`Respuesta del controlador de asistentes no reconocida: ${response}`);
    }
    clearWizardContext();
    return { kind: 'none' };
  }
}
