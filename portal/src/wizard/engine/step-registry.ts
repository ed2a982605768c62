import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PlaceholderVariant } from '@inversiones/design-system';
import type { StepComponentProps } from './step-props.ts';

export type StepComponent = ComponentType<StepComponentProps>;

export interface StepEntry {
  component: LazyExoticComponent<StepComponent>;
  /** The loading placeholder shown while the step's code arrives (1 text ... 5 chart). */
  placeholder: PlaceholderVariant;
}

const entries = new Map<string, StepEntry>();

/** Adds a step type: one entry, loaded on first use. */
export function registerStep(
  type: string,
  load: () => Promise<StepComponent>,
  placeholder: PlaceholderVariant = 1,
): void {
  entries.set(type, { component: lazy(() => load().then((c) => ({ default: c }))), placeholder });
}

/** The entry of a step type; undefined for a type nobody registered (shown as an error block). */
export function stepEntry(type: string): StepEntry | undefined {
  return entries.get(type);
}

export function registeredStepTypes(): string[] {
  return [...entries.keys()];
}

registerStep('form', () => import('../form/FormStep.tsx').then((m) => m.FormStep), 4);
registerStep('info', () => import('./steps/InfoStep.tsx').then((m) => m.InfoStep), 1);
registerStep('success', () => import('./steps/SuccessStep.tsx').then((m) => m.SuccessStep), 1);
registerStep('saveOk', () => import('./steps/SaveOkStep.tsx').then((m) => m.SaveOkStep), 1);
registerStep('loader', () => import('./steps/LoaderStep.tsx').then((m) => m.LoaderStep), 1);
registerStep('error', () => import('./steps/ErrorStep.tsx').then((m) => m.ErrorStep), 1);
// Landing, campaign, video and custom-loader steps (portal/src/wizard/steps/).
registerStep('landing', () => import('../steps/LandingStep.tsx').then((m) => m.LandingStep), 2);
registerStep(
  'LANDING_MODAL',
  () => import('../steps/LandingStep.tsx').then((m) => m.LandingStep),
  2,
);
registerStep('campaign', () => import('../steps/LandingStep.tsx').then((m) => m.LandingStep), 2);
registerStep(
  'multimedia',
  () => import('../steps/MultimediaStep.tsx').then((m) => m.MultimediaStep),
  1,
);
registerStep(
  'video-streaming',
  () => import('../steps/VideoStreamingStep.tsx').then((m) => m.VideoStreamingStep),
  1,
);
registerStep(
  'loaderCustom',
  () => import('../steps/LoaderCustomStep.tsx').then((m) => m.LoaderCustomStep),
  1,
);
registerStep('poll', () => import('../poll/PollStep.tsx').then((m) => m.PollStep), 4);
registerStep('manager', () => import('../manager/ManagerStep.tsx').then((m) => m.ManagerStep), 2);
registerStep(
  'contratos',
  () => import('../contracts/ContractsStep.tsx').then((m) => m.ContractsStep),
  3,
);
registerStep(
  'firmando',
  () => import('../contracts/FirmandoStep.tsx').then((m) => m.FirmandoStep),
  1,
);
registerStep('list', () => import('../contracts/ListStep.tsx').then((m) => m.ListStep), 3);
