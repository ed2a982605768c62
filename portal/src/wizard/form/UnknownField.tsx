import type { wizardConfig } from '@inversiones/contract';
import { Alert } from '@inversiones/design-system';
import { useEffect } from 'react';
import * as messages from '../../messages.ts';

/**
 * Shown instead of a question whose element/type the registry does not know: visible (the step
 * is not silently incomplete) and logged once for the team; the rest of the step still works.
 */
export function UnknownField({ question }: { question: wizardConfig.Question }) {
  const element = String(question.element ?? question.type ?? '');
  useEffect(() => {
    console.error(`Wizard: campo de tipo desconocido «${element}»`, question);
  }, [element, question]);
  return (
    <Alert priority="error" title={messages.wizardForm.unknownFieldTitle}>
      {messages.wizardForm.unknownField(element)}
    </Alert>
  );
}
