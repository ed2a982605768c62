export {
  WizardFrame,
  type WizardFrameProps,
  type WizardFramePinnedMessage,
} from './WizardFrame.tsx';
