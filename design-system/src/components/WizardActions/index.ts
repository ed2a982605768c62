export { WizardActions, type WizardActionsProps } from './WizardActions.tsx';
