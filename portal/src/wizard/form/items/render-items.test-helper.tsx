// Renders display items the way the engine does: inside a FormStep, found through the registry.
import type { wizardConfig } from '@inversiones/contract';
import { render } from '@testing-library/react';
import { beginSession, clearSession } from '../../../store/session.ts';
import { makeStepNav } from '../../engine/step-nav.test-helper.ts';
import { FormStep } from '../FormStep.tsx';

// The items load lazily through the registry: loaded once here, so a slow machine's first
// import does not outlast the queries' timeouts.
await Promise.all(Object.values(import.meta.glob(['./*Item.tsx'])).map((load) => load()));

export function renderItems(
  items: wizardConfig.Question[],
  data: Record<string, unknown> = {},
  root = 'contenidos',
) {
  clearSession({ broadcast: false, everything: true });
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  const nav = makeStepNav();
  const step = {
    config: { type: 'form', title: 'Información', root },
    items,
  } as wizardConfig.WizardStep;
  const view = render(
    <>
      <h2 id="step-heading">Información</h2>
      <FormStep
        wizardId="TEST"
        context="base"
        step={step}
        index={0}
        total={1}
        data={data}
        headingId="step-heading"
        nav={nav}
      />
    </>,
  );
  return { ...view, nav };
}
