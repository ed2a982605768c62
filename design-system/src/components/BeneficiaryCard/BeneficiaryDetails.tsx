import type { ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { maskEmail } from '@inversiones/es-cl';
import { Heading, type HeadingLevel } from '../Heading/index.ts';
import { MaskedAccountNumber } from '../private/MaskedAccountNumber.tsx';
import {
  details,
  fieldLabel,
  fieldRow,
  fields as fieldsClass,
  fieldValue,
  group,
  groups,
  intermediary,
  notProvided,
} from './BeneficiaryCard.css.ts';
import type { Beneficiary, BeneficiaryBank } from './types.ts';

const m = messages.beneficiary;

interface Field {
  label: string;
  value: ReactNode;
}

function present(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value.trim() !== '';
}

/** Missing personal data says so rather than leaving a blank. */
function orNotProvided(value: string | null | undefined, show = (text: string): ReactNode => text) {
  return present(value) ? show(value) : <span className={notProvided}>{m.notProvided}</span>;
}

function FieldList({ items }: { items: readonly Field[] }) {
  return (
    <dl className={fieldsClass}>
      {items.map((field) => (
        <div key={field.label} className={fieldRow}>
          <dt className={fieldLabel}>{field.label}</dt>
          <dd className={fieldValue}>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function bankFields(
  bank: BeneficiaryBank,
  maskAccount: boolean,
  countryName: (iso: string) => string,
): Field[] {
  const list: Field[] = [{ label: m.bankName, value: bank.BankName }];
  // Codes a bank does not use (ABA outside the US) are left out rather than shown empty.
  if (present(bank.SwiftCode)) list.push({ label: m.swiftCode, value: bank.SwiftCode });
  if (present(bank.AbaCode)) list.push({ label: m.abaCode, value: bank.AbaCode });
  list.push({
    label: m.account,
    value: maskAccount ? <MaskedAccountNumber accountNumber={bank.Account} /> : bank.Account,
  });
  list.push({ label: m.country, value: countryName(bank.Country) });
  if (present(bank.City)) list.push({ label: m.city, value: bank.City });
  return list;
}

export interface BeneficiaryDetailsProps {
  beneficiary: Beneficiary;
  /** Level of the 'Banco del beneficiario' headings (default 3). */
  headingLevel?: HeadingLevel;
  /** The currency's name for CurrencyId ('Dólar estadounidense (USD)'); defaults to the id. */
  currencyLabel?: string;
  /** The name of a bank's country from its ISO code ('US' -> 'Estados Unidos'); default the code. */
  countryName?: (iso: string) => string;
  /** Shows '•••• 6789' (read 'terminada en 6789') instead of the whole account (default true). */
  maskAccount?: boolean;
  /** Shows the e-mail masked as the spec's rule does (`jua***@g***.com`). */
  maskEmail?: boolean;
}

/** A beneficiary's data, bank and optional intermediary bank, without a card around them. */
export function BeneficiaryDetails({
  beneficiary,
  headingLevel = 3,
  currencyLabel,
  countryName = (iso) => iso,
  maskAccount = true,
  maskEmail: shouldMaskEmail = false,
}: BeneficiaryDetailsProps) {
  const person: Field[] = [
    { label: m.dni, value: orNotProvided(beneficiary.DNI) },
    {
      label: m.email,
      value: orNotProvided(beneficiary.Email, (email) =>
        shouldMaskEmail ? maskEmail(email) : email,
      ),
    },
    { label: m.originCountry, value: orNotProvided(beneficiary.OriginCountry) },
    { label: m.currency, value: currencyLabel ?? String(beneficiary.CurrencyId) },
  ];
  const middle = beneficiary.IntermediaryBank;
  return (
    <div className={details}>
      <div className={groups}>
        <div className={group}>
          <Heading level={headingLevel} size="sm">
            {m.personTitle}
          </Heading>
          <FieldList items={person} />
        </div>
        <div className={group}>
          <Heading level={headingLevel} size="sm">
            {m.bankTitle}
          </Heading>
          <FieldList items={bankFields(beneficiary.Bank, maskAccount, countryName)} />
          {middle ? (
            <div className={`${group} ${intermediary}`}>
              <Heading level={headingLevel} size="sm">
                {m.intermediaryBankTitle}
              </Heading>
              <FieldList items={bankFields(middle, maskAccount, countryName)} />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
