import {
  Alert,
  Button,
  Card,
  Checkbox,
  ErrorSummary,
  FieldGrid,
  FieldGridItem,
  Link,
  RadioGroup,
  Stack,
  type ErrorSummaryItem,
} from '@inversiones/design-system';
import { tefeBeneficiaries } from '@inversiones/contract';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useFormState,
  useWatch,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { apiSend } from '../../http/client.ts';
import { useErrorTitle } from '../../store/page-title.ts';
import { outcomeOf } from '../fund-operations/use-operation.ts';
import { BankFields, type BankCountry } from './BankFields.tsx';
import { BoundSelect, BoundTextField, fieldId } from './beneficiary-fields.tsx';
import {
  checkValues,
  type BeneficiaryFormValues,
  type FieldName,
} from './beneficiary-form-values.ts';
import * as messages from './messages.ts';

const m = messages.beneficiaryForm;
const L = tefeBeneficiaries.BENEFICIARY_LIMITS;
const COMPANY = String(tefeBeneficiaries.BENEFICIARY_TYPES.company);
const LIST_PATH = '/tefe/beneficiarios';

export interface CatalogueCountry extends BankCountry {
  id: number;
}

/** Each field's label, for the error summary (the same words the field shows). */
const labels = (company: boolean): Record<FieldName, string> => {
  const bank = (prefix: 'Bank' | 'IntermediaryBank') => {
    const of = prefix === 'Bank' ? '' : ` (${m.intermediary.toLowerCase()})`;
    return {
      [`${prefix}.SwiftCode`]: m.swift + of,
      [`${prefix}.BankName`]: m.bankName + of,
      [`${prefix}.Country`]: m.bankCountry + of,
      [`${prefix}.City`]: m.bankCity + of,
      [`${prefix}.Address`]: m.bankAddress + of,
      [`${prefix}.Account`]: m.account + of,
      [`${prefix}.AbaCode`]: m.aba + of,
    } as Record<`${typeof prefix}.${string}`, string>;
  };
  return {
    Type: m.type,
    DNI: m.dni,
    Name: company ? m.companyName : m.name,
    FatherLastName: m.fatherLastName,
    MotherLastName: m.motherLastName,
    Email: m.email,
    Address: m.address,
    OriginCountryId: m.country,
    Alias: m.alias,
    PhoneCode: m.phoneCode,
    Phone: m.phone,
    CurrencyId: m.currency,
    ContactPhoneCode: m.contactPhoneCode,
    ContactPhone: m.contactPhone,
    ContactEmail: m.contactEmail,
    ReuseDataAsContact: m.reuseContact,
    UseIntermediaryBank: m.useIntermediary,
    ...bank('Bank'),
    ...bank('IntermediaryBank'),
  } as Record<FieldName, string>;
};

/** The order the summary lists errors in: the form's own. */
const FIELD_ORDER: readonly FieldName[] = Object.keys(labels(false)) as FieldName[];

/** The contract's judgement as react-hook-form errors (nested for the banks' fields). */
const resolver: Resolver<BeneficiaryFormValues> = (values) => {
  const checked = checkValues(values);
  if (checked.ok) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(checked.errors)) {
    const [head, tail] = name.split('.') as [string, string | undefined];
    const error = { type: 'validate', message };
    if (tail === undefined) errors[head] = error;
    else errors[head] = { ...(errors[head] as object | undefined), [tail]: error };
  }
  return { values: {}, errors: errors as FieldErrors<BeneficiaryFormValues> };
};

/** The flat list of what failed, in the form's order. */
function summaryOf(errors: FieldErrors<BeneficiaryFormValues>, company: boolean) {
  const names = labels(company);
  const items: ErrorSummaryItem[] = [];
  for (const name of FIELD_ORDER) {
    const [head, tail] = name.split('.') as [keyof BeneficiaryFormValues, string | undefined];
    const entry = errors[head] as Record<string, { message?: string }> | { message?: string };
    const message =
      tail === undefined
        ? (entry as { message?: string } | undefined)?.message
        : (entry as Record<string, { message?: string }> | undefined)?.[tail]?.message;
    if (message) items.push({ id: fieldId(name), label: names[name], message });
  }
  return items;
}

type Failure = { kind: 'refused'; message: string } | { kind: 'failed' } | null;

export interface BeneficiaryFormProps {
  /** Edit mode: the beneficiary's id (the PUT with an empty State); create mode without. */
  id?: number;
  initial: BeneficiaryFormValues;
  countries: readonly CatalogueCountry[];
  currencies: readonly { id: number; codigo: string; nombre: string }[];
  onSaved: (beneficiary: tefeBeneficiaries.Beneficiary) => void;
}

/**
 * Spec 3's beneficiary form, create and edit modes: identity, address and contact (with
 * ReuseDataAsContact), the bank found by SWIFT code and the optional intermediary bank
 * (UseIntermediaryBank). The contract's schema judges each field when left and all on send;
 * a failed save keeps every value and offers Reintentar.
 */
export function BeneficiaryForm({
  id,
  initial,
  countries,
  currencies,
  onSaved,
}: BeneficiaryFormProps) {
  const form = useForm<BeneficiaryFormValues>({
    defaultValues: initial,
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { control, handleSubmit, setError } = form;
  const type = useWatch({ control, name: 'Type' });
  const reuse = useWatch({ control, name: 'ReuseDataAsContact' });
  const intermediary = useWatch({ control, name: 'UseIntermediaryBank' });
  const company = type === COMPANY;
  // The last failed send: which fields it listed (each drops out once fixed).
  const [summary, setSummary] = useState<{ attempt: number; names: FieldName[] } | null>(null);
  const { errors } = useFormState({ control });
  const summaryItems = summary
    ? summaryOf(errors, company).filter((item) =>
        summary.names.some((name) => fieldId(name) === item.id),
      )
    : [];
  const [failure, setFailure] = useState<Failure>(null);
  useErrorTitle(summaryItems.length > 0);
  const [saving, setSaving] = useState(false);

  const save = async (values: BeneficiaryFormValues) => {
    const checked = checkValues(values);
    if (!checked.ok || saving) return;
    setSummary(null);
    setFailure(null);
    setSaving(true);
    try {
      const saved =
        id === undefined
          ? await apiSend(tefeBeneficiaries.create, checked.fields, { onError: false })
          : await apiSend(
              tefeBeneficiaries.changeState,
              {
                State: '',
                User: tefeBeneficiaries.STATE_CHANGE_USER,
                Beneficiary: checked.fields,
              },
              { params: { id: String(id) }, onError: false },
            );
      onSaved(saved);
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome.status === 'refused') {
        setFailure({ kind: 'refused', message: outcome.message });
        // The server named the field (edit mode nests it under Beneficiary): shown there too.
        const path = (outcome.path ?? []).filter((part) => part !== 'Beneficiary').join('.');
        if (path && (FIELD_ORDER as readonly string[]).includes(path)) {
          setError(path as FieldName, { message: outcome.message });
        }
      } else if (outcome.status === 'failed') setFailure({ kind: 'failed' });
    } finally {
      setSaving(false);
    }
  };

  const submit = handleSubmit(save, (failed) =>
    setSummary((previous) => ({
      attempt: (previous?.attempt ?? 0) + 1,
      names: FIELD_ORDER.filter((name) =>
        summaryOf(failed, company).some((item) => item.id === fieldId(name)),
      ),
    })),
  );

  const countryOptions = countries.map((c) => ({ key: String(c.id), value: c.nombre }));
  const currencyOptions = currencies.map((c) => ({
    key: String(c.id),
    value: `${c.nombre} (${c.codigo})`,
  }));
  const text = (name: FieldName, label: ReactNode, extra: object = {}) => (
    <BoundTextField control={control} name={name} label={label} {...extra} />
  );

  return (
    <form
      aria-label={id === undefined ? m.newTitle : m.editTitle}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <Stack gap="lg">
        {summary && summaryItems.length > 0 ? (
          <ErrorSummary key={summary.attempt} errors={summaryItems} title={m.summaryTitle} />
        ) : null}

        <Card title={m.identity} titleLevel={2}>
          <FieldGrid>
            <FieldGridItem span="full">
              <Controller
                control={control}
                name="Type"
                render={({ field, fieldState }) => (
                  <RadioGroup
                    id={fieldId('Type')}
                    ref={field.ref}
                    label={m.type}
                    orientation="horizontal"
                    isRequired
                    options={[
                      { key: String(tefeBeneficiaries.BENEFICIARY_TYPES.person), value: m.person },
                      { key: COMPANY, value: m.company },
                    ]}
                    value={field.value || null}
                    onChange={(key) => field.onChange(key ?? '')}
                    onBlur={field.onBlur}
                    isInvalid={fieldState.error ? true : undefined}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
            </FieldGridItem>
            <FieldGridItem>
              {text('Name', company ? m.companyName : m.name, {
                isRequired: true,
                maxLength: L.name,
              })}
            </FieldGridItem>
            {company ? null : (
              <>
                <FieldGridItem>
                  {text('FatherLastName', m.fatherLastName, {
                    isRequired: true,
                    maxLength: L.name,
                  })}
                </FieldGridItem>
                <FieldGridItem>
                  {text('MotherLastName', m.motherLastName, { maxLength: L.name })}
                </FieldGridItem>
              </>
            )}
            <FieldGridItem>{text('DNI', m.dni, { maxLength: L.dni })}</FieldGridItem>
            <FieldGridItem>
              {text('Alias', m.alias, { description: m.aliasHelp, maxLength: L.alias })}
            </FieldGridItem>
            <FieldGridItem>
              <BoundSelect
                control={control}
                name="OriginCountryId"
                label={m.country}
                isRequired
                options={countryOptions}
              />
            </FieldGridItem>
            <FieldGridItem span="full">
              {text('Address', m.address, { isRequired: true, maxLength: L.address })}
            </FieldGridItem>
            <FieldGridItem>
              {text('PhoneCode', m.phoneCode, {
                description: m.phoneCodeHelp,
                isRequired: true,
                inputMode: 'numeric',
                maxLength: L.phoneCodeDigits,
              })}
            </FieldGridItem>
            <FieldGridItem>
              {text('Phone', m.phone, {
                isRequired: true,
                inputMode: 'tel',
                type: 'tel',
                maxLength: L.phoneDigits.max,
              })}
            </FieldGridItem>
            <FieldGridItem>
              {text('Email', m.email, { type: 'email', inputMode: 'email', maxLength: L.email })}
            </FieldGridItem>
            <FieldGridItem>
              <BoundSelect
                control={control}
                name="CurrencyId"
                label={m.currency}
                isRequired
                options={currencyOptions}
              />
            </FieldGridItem>
          </FieldGrid>
        </Card>

        <Card title={m.contact} titleLevel={2}>
          <FieldGrid>
            <FieldGridItem span="full">
              <Controller
                control={control}
                name="ReuseDataAsContact"
                render={({ field }) => (
                  <Checkbox
                    id={fieldId('ReuseDataAsContact')}
                    ref={field.ref}
                    label={m.reuseContact}
                    necessityIndicator="none"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FieldGridItem>
            {reuse ? null : (
              <>
                <FieldGridItem>
                  {text('ContactPhoneCode', m.contactPhoneCode, {
                    description: m.phoneCodeHelp,
                    isRequired: true,
                    inputMode: 'numeric',
                    maxLength: L.phoneCodeDigits,
                  })}
                </FieldGridItem>
                <FieldGridItem>
                  {text('ContactPhone', m.contactPhone, {
                    isRequired: true,
                    inputMode: 'tel',
                    type: 'tel',
                    maxLength: L.phoneDigits.max,
                  })}
                </FieldGridItem>
                <FieldGridItem>
                  {text('ContactEmail', m.contactEmail, {
                    type: 'email',
                    inputMode: 'email',
                    maxLength: L.email,
                  })}
                </FieldGridItem>
              </>
            )}
          </FieldGrid>
        </Card>

        <Card title={m.bank} titleLevel={2}>
          <BankFields form={form} which="Bank" countries={countries} />
        </Card>

        <Card title={m.intermediary} titleLevel={2}>
          <Stack gap="md">
            <Controller
              control={control}
              name="UseIntermediaryBank"
              render={({ field }) => (
                <Checkbox
                  id={fieldId('UseIntermediaryBank')}
                  ref={field.ref}
                  label={m.useIntermediary}
                  description={m.useIntermediaryHelp}
                  necessityIndicator="none"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            {intermediary ? (
              <BankFields form={form} which="IntermediaryBank" countries={countries} />
            ) : null}
          </Stack>
        </Card>

        {failure ? (
          <Alert
            priority="error"
            title={failure.kind === 'refused' ? m.refusedTitle : m.failedTitle}
            isLive
          >
            {failure.kind === 'refused' ? failure.message : m.failed}
          </Alert>
        ) : null}
        <Stack direction="row" gap="md" wrap>
          <Button type="submit" variant="primary" isPending={saving} pendingLabel={m.saving}>
            {failure?.kind === 'failed' ? m.retry : id === undefined ? m.create : m.save}
          </Button>
          <Link href={LIST_PATH} buttonVariant="secondary">
            {m.cancel}
          </Link>
        </Stack>
      </Stack>
    </form>
  );
}
