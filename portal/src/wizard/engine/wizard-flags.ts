import { createContext, useContext } from 'react';

/** The template's action flags (wizard-spec section 3): noback hides Volver, notPostPone hides continue-later. */
export interface WizardFlags {
  noback: boolean;
  notPostPone: boolean;
  database: boolean;
}

export const defaultWizardFlags: WizardFlags = {
  noback: false,
  notPostPone: false,
  database: false,
};

export const WizardFlagsContext = createContext<WizardFlags>(defaultWizardFlags);

export const useWizardFlags = () => useContext(WizardFlagsContext);
