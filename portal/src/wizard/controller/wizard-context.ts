import { wizardController } from '@inversiones/contract';
import { readKey, removeKey, storageKeys, writeKey } from '../../store/storage-keys.ts';

export type WizardContext = wizardController.WizardContext;

export function isWizardContext(value: unknown): value is WizardContext {
  return (
    typeof value === 'string' &&
    (wizardController.wizardContexts as readonly string[]).includes(value)
  );
}

/** Spec 2: wizard calls carry the stored wizardContext, else the base context. */
export function storedWizardContext(): WizardContext {
  const stored = readKey(storageKeys.wizardContext);
  return isWizardContext(stored) ? stored : 'base';
}

export function storeWizardContext(context: WizardContext): void {
  if (context === 'base') removeKey(storageKeys.wizardContext);
  else writeKey(storageKeys.wizardContext, context);
}

export function clearWizardContext(): void {
  removeKey(storageKeys.wizardContext);
}
