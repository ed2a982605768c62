import * as messages from '../../messages.ts';
import { StatusBadge, type StatusLook } from '../private/StatusBadge.tsx';
import type { SigningDocumentState } from './signing-document.ts';

const m = messages.documentSigning;

/** Tone and icon of each state: the label always says it, tone and icon only reinforce it. */
const looks: Record<SigningDocumentState, StatusLook> = {
  toSign: { tone: 'warning', icon: 'edit' },
  newVersion: { tone: 'warning', icon: 'edit' },
  signedDigitally: { tone: 'success', icon: 'success' },
  signedOnPaper: { tone: 'success', icon: 'document' },
  rejected: { tone: 'error', icon: 'close' },
};

/** A document's state as a labelled badge ('Estado: Firmado digitalmente'), never colour alone. */
export function DocumentStateBadge({ state }: { state: SigningDocumentState }) {
  return (
    <StatusBadge
      statusId={state}
      label={m.states[state]}
      look={looks[state]}
      prefix={m.statePrefix}
    />
  );
}
