export {
  askController,
  type ControllerAction,
  type ControllerAnswer,
  type ControllerInput,
} from './ask-controller.ts';
export { parseControllerAnswer, type RawControllerAnswer } from './controller-answer.ts';
export {
  advanceOnboardingStage,
  ONBOARDING_STAGES,
  onboardingPosition,
  onboardingStage,
  type OnboardingStage,
} from './onboarding-stage.ts';
export {
  allowedExternalOrigins,
  followRedirect,
  ONBOARDING_URL,
  resolveRedirect,
  type RedirectTarget,
} from './safe-redirect.ts';
export {
  clearWizardContext,
  isWizardContext,
  storedWizardContext,
  storeWizardContext,
  type WizardContext,
} from './wizard-context.ts';
