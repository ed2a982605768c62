import {
  Button,
  FieldGrid,
  FieldGridItem,
  Icon,
  Stack,
  Text,
  type SelectOption,
} from '@inversiones/design-system';
import { tefeBeneficiaries } from '@inversiones/contract';
import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ApiError, apiGet } from '../../http/client.ts';
import { states } from '../api-state/messages.ts';
import { BoundSelect, BoundTextField } from './beneficiary-fields.tsx';
import type { BeneficiaryFormValues } from './beneficiary-form-values.ts';
import * as messages from './messages.ts';

const m = messages.beneficiaryForm;
const L = tefeBeneficiaries.BENEFICIARY_LIMITS;

/** A country of the catalogue, as a bank's country: its ISO code travels. */
export interface BankCountry {
  iso: string;
  nombre: string;
  usaAba: boolean;
}

type Lookup =
  | { status: 'idle' }
  | { status: 'finding' }
  | { status: 'found'; name: string }
  | { status: 'failed'; message: string };

/**
 * A bank's fields (spec 3 Bank, or IntermediaryBank): the SWIFT code first, whose 'Buscar banco'
 * fills name, country, city and address from `/tefe/bancosInternacionales/{code}`; then the
 * account, and the ABA routing number where the bank's country uses it.
 */
export function BankFields({
  form,
  which,
  countries,
}: {
  form: UseFormReturn<BeneficiaryFormValues>;
  which: 'Bank' | 'IntermediaryBank';
  countries: readonly BankCountry[];
}) {
  const { control, getValues, setValue, setError, clearErrors } = form;
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const country = useWatch({ control, name: `${which}.Country` });
  const usesAba = countries.some((c) => c.iso === country && c.usaAba);
  const options: SelectOption[] = countries.map((c) => ({ key: c.iso, value: c.nombre }));
  // A bank outside the ABA countries sends none (a code typed before the country changed goes).
  useEffect(() => {
    if (!usesAba && getValues(`${which}.AbaCode`) !== '') setValue(`${which}.AbaCode`, '');
  }, [usesAba, which, getValues, setValue]);

  async function findBank() {
    const code = getValues(`${which}.SwiftCode`).trim().toUpperCase();
    if (!tefeBeneficiaries.SWIFT_PATTERN.test(code)) {
      setError(`${which}.SwiftCode`, { message: tefeBeneficiaries.beneficiaryMessages.swift });
      setLookup({ status: 'idle' });
      return;
    }
    setLookup({ status: 'finding' });
    try {
      const bank = await apiGet(tefeBeneficiaries.internationalBank, {
        params: { code },
        onError: false,
      });
      const fill = { shouldDirty: true, shouldValidate: true } as const;
      setValue(`${which}.SwiftCode`, bank.SwiftCode, fill);
      setValue(`${which}.BankName`, bank.BankName, fill);
      setValue(`${which}.Country`, bank.Country, fill);
      setValue(`${which}.City`, bank.City, fill);
      setValue(`${which}.Address`, bank.Address, fill);
      clearErrors(`${which}.SwiftCode`);
      setLookup({ status: 'found', name: bank.BankName });
    } catch (error) {
      // A code no bank has is the client's to fix (the server's words); anything else, retry.
      const unknown = error instanceof ApiError && error.status === 404;
      setLookup({ status: 'failed', message: unknown ? error.message : states.unavailable });
    }
  }

  return (
    <Stack gap="md">
      <FieldGrid>
        <FieldGridItem>
          <Stack gap="sm" align="flex-start">
            <BoundTextField
              control={control}
              name={`${which}.SwiftCode`}
              label={m.swift}
              description={m.swiftHelp}
              isRequired
              maxLength={11}
            />
            <Button
              variant="secondary"
              size="sm"
              icon={<Icon name="search" size="sm" />}
              aria-label={m.findBankOf(which)}
              isPending={lookup.status === 'finding'}
              pendingLabel={m.finding}
              onPress={() => void findBank()}
            >
              {m.findBank}
            </Button>
          </Stack>
        </FieldGridItem>
      </FieldGrid>
      {/* Said where the client is: what the lookup found, or why not. */}
      <div aria-live="polite">
        {lookup.status === 'found' ? (
          <Text tone="success">{m.bankFound(lookup.name)}</Text>
        ) : lookup.status === 'failed' ? (
          <Text tone="error">{lookup.message}</Text>
        ) : null}
      </div>
      <FieldGrid>
        <FieldGridItem>
          <BoundTextField
            control={control}
            name={`${which}.BankName`}
            label={m.bankName}
            isRequired
            maxLength={L.bankName}
          />
        </FieldGridItem>
        <FieldGridItem>
          <BoundSelect
            control={control}
            name={`${which}.Country`}
            label={m.bankCountry}
            isRequired
            options={options}
          />
        </FieldGridItem>
        <FieldGridItem>
          <BoundTextField
            control={control}
            name={`${which}.City`}
            label={m.bankCity}
            maxLength={L.city}
          />
        </FieldGridItem>
        <FieldGridItem>
          <BoundTextField
            control={control}
            name={`${which}.Address`}
            label={m.bankAddress}
            maxLength={L.address}
          />
        </FieldGridItem>
        <FieldGridItem>
          <BoundTextField
            control={control}
            name={`${which}.Account`}
            label={m.account}
            isRequired
            maxLength={L.account}
          />
        </FieldGridItem>
        {usesAba ? (
          <FieldGridItem>
            <BoundTextField
              control={control}
              name={`${which}.AbaCode`}
              label={m.aba}
              description={m.abaHelp}
              isRequired
              inputMode="numeric"
              maxLength={9}
            />
          </FieldGridItem>
        ) : null}
      </FieldGrid>
    </Stack>
  );
}
