import { render, screen } from '@testing-library/react';
import type { wizardConfig } from '@inversiones/contract';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { makeStepNav } from '../engine/step-nav.test-helper.ts';
import { LoaderCustomStep } from './LoaderCustomStep.tsx';

const renderStep = (config: Record<string, unknown>, items: unknown[] = []) => {
  const nav = makeStepNav();
  const step = { config: { type: 'loaderCustom', ...config }, items } as wizardConfig.WizardStep;
  render(
    <StrictMode>
      <LoaderCustomStep
        wizardId="W"
        context="base"
        step={step}
        index={1}
        total={3}
        data={{}}
        headingId="h"
        nav={nav}
      />
    </StrictMode>,
  );
  return nav;
};

describe('LoaderCustomStep', () => {
  it('announces the configured message and saves the data so far once, then goes on', () => {
    const nav = renderStep({ message: 'Estamos preparando sus documentos...' });
    expect(screen.getByText('Estamos preparando sus documentos...')).toBeInTheDocument();
    expect(nav.next).toHaveBeenCalledTimes(1);
    expect(nav.next).toHaveBeenCalledWith({});
  });

  it("falls back to the first item's label, then to 'Cargando...'", () => {
    renderStep({}, [{ element: 'paragraph', label: 'Validando su identidad...' }]);
    expect(screen.getByText('Validando su identidad...')).toBeInTheDocument();
    document.body.innerHTML = '';
    renderStep({});
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
  });
});
