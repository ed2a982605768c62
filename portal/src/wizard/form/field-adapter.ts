// What a control's field adapter receives: the question, its react-hook-form controller
// and the step's shared services (client rut, serial checks, pending files, list sources).
import type { wizardConfig } from '@inversiones/contract';
import { fieldControllerProps, type ControllerLike } from '@inversiones/design-system';
import type { ReactNode } from 'react';
import type { Control, UseControllerReturn } from 'react-hook-form';
import type { SerialStatus } from './question-rules.ts';
import type { FieldErrorListeners } from './field-error-listeners.ts';
import type { ServiceSource } from './service-url.ts';
import type { StepValidity } from './step-validity.ts';
import type { RegisteredTextField } from './use-registered-field.ts';

type Question = wizardConfig.Question;

export type FormValues = Record<string, unknown>;

/** The step-wide services a field may use. */
export interface FormStepServices {
  /** The logged-in client's rut (sameRut). */
  ownRut: string | null;
  /** Key of the step's rut field (the serial number must differ from it). */
  rutKey?: string;
  /** Where each select's options come from, by key. */
  services: ReadonlyMap<string, ServiceSource>;
  setSerialStatus: (key: string, status: SerialStatus) => void;
  /** A file is compressing (the form waits). */
  setPending: (key: string, pending: boolean) => void;
  /** The rut field was cleared because the client typed their own rut (sameRut). */
  setSameRut: (key: string, cleared: boolean) => void;
  /** The step's error signals, by field (fields that render without a form subscription). */
  errorListeners: FieldErrorListeners;
  /** Whether every field of the step passes, kept field by field (Continuar). */
  validity: StepValidity;
  /** The form's answers, copied once per task (fields read them together when they mount). */
  valuesNow: () => FormValues;
}

export interface FieldAdapterProps {
  question: Question;
  controller: UseControllerReturn<FormValues, string>;
  control: Control<FormValues>;
  services: FormStepServices;
}

/** A control's field: renders its question over a design-system field. */
export type FieldAdapter = (props: FieldAdapterProps) => ReactNode;

/** What an adapter of a registered (uncontrolled) text field receives. */
export interface RegisteredFieldAdapterProps {
  question: Question;
  registration: RegisteredTextField;
}

/** A control's registered field: a text field the input itself holds. */
export type RegisteredFieldAdapter = (props: RegisteredFieldAdapterProps) => ReactNode;

/** The tooltip text of a question (tooltipText wins). */
export const tooltipOf = (question: Question) =>
  question.tooltipText ?? (typeof question.tooltip === 'string' ? question.tooltip : undefined);

/** The label, help and flags every design-system field takes from its question. */
export function questionProps(question: Question) {
  return {
    label: question.label ?? '',
    labelStrong: question.labelStrong,
    labelSmall: question.labelSmall,
    help: question.help,
    tooltip: tooltipOf(question),
    isRequired: question.required === true,
    isReadOnly: question.readonly === true,
    isDisabled: question.disabled === true,
  };
}

/** The question's props and the controller wiring every controlled design-system field takes. */
export function baseProps<T>(
  question: Question,
  controller: UseControllerReturn<FormValues, string>,
) {
  const wired = fieldControllerProps(controller as unknown as ControllerLike<T>);
  return {
    ...wired,
    ...questionProps(question),
    isDisabled: question.disabled === true || wired.isDisabled === true,
  };
}
