// The bank-account lists of a wizard (manager steps of kind bankAccount) and their duplicate rule.
import { hasRepeatedBankAccount, type wizard } from '@inversiones/contract';

/** The data keys of the template's bank-account lists. */
export function bankAccountListKeys(template: wizard.WizardTemplate): string[] {
  return template.steps.flatMap((step) => {
    const list = (step.config as { list?: { key?: unknown; kind?: unknown } }).list;
    return step.config.type === 'manager' &&
      list?.kind === 'bankAccount' &&
      typeof list.key === 'string'
      ? [list.key]
      : [];
  });
}

/** Whether data to be stored names one bank account twice in one of those lists. */
export function repeatsBankAccount(template: wizard.WizardTemplate, data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return bankAccountListKeys(template).some((key) => {
    const list = record[key];
    return Array.isArray(list) && hasRepeatedBankAccount(list);
  });
}
