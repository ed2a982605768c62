import {
  Alert,
  Button,
  Card,
  CurrencyField,
  FactList,
  FieldGrid,
  FieldGridItem,
  Link,
  Select,
  Stack,
  Text,
} from '@inversiones/design-system';
import { formatCurrency, toMinorUnits } from '@inversiones/design-system/es-cl';
import { tefeInstructions } from '@inversiones/contract';
import { useRef, type FormEvent } from 'react';
import * as messages from './messages.ts';
import { NEW_BENEFICIARY_PATH } from './routes.ts';
import type { InstructCatalogues, InstructDraft } from './instruct-draft.ts';

const m = messages.instruct;
const usd = (amount: number) => formatCurrency(amount, 'USD');

export type DraftErrors = Partial<Record<keyof InstructDraft | 'form', string>>;

/** The commission and total of a draft (in cents, summed exactly), or null without an amount. */
export function figuresOf(draft: InstructDraft, catalogues: InstructCatalogues) {
  if (draft.amount === null || !catalogues.tariff) return null;
  const beneficiary = catalogues.beneficiaries.find((b) => String(b.Id) === draft.beneficiaryId);
  const fee = tefeInstructions.commissionOf(
    draft.amount,
    catalogues.tariff,
    Boolean(beneficiary?.IntermediaryBank),
  );
  const cents =
    toMinorUnits(draft.amount, 'USD') +
    toMinorUnits(fee.base, 'USD') +
    toMinorUnits(fee.intermediary, 'USD');
  const commissionCents = toMinorUnits(fee.base, 'USD') + toMinorUnits(fee.intermediary, 'USD');
  return {
    commission: commissionCents / 100,
    withIntermediary: fee.intermediary > 0,
    total: cents / 100,
    totalCents: cents,
  };
}

/**
 * The data step: to whom, from which account, how much and the compliance questions; the
 * commission and the total follow the amount as it is typed, beside the free balance.
 */
export function InstructionForm({
  draft,
  catalogues,
  errors,
  onChange,
  onSubmit,
  onRetryAccount,
}: {
  draft: InstructDraft;
  catalogues: InstructCatalogues;
  errors: DraftErrors;
  onChange: (next: InstructDraft) => void;
  onSubmit: () => void;
  /** The account's balances and tariff could not be read: the way to ask again. */
  onRetryAccount?: () => void;
}) {
  const amountRef = useRef<HTMLInputElement>(null);
  const set = <K extends keyof InstructDraft>(key: K, value: InstructDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const figures = figuresOf(draft, catalogues);
  const options = (list: readonly { id: number; nombre: string }[]) =>
    list.map((o) => ({ key: String(o.id), value: o.nombre }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  if (catalogues.accounts.length === 0) return <Alert priority="info">{m.noAccount}</Alert>;
  const select = (
    key: 'beneficiaryId' | 'accountId' | 'currencyId' | 'purposeId' | 'originId' | 'volumeId',
    label: string,
    list: { key: string; value: string }[],
  ) => (
    <Select
      label={label}
      options={list}
      value={draft[key] || null}
      onChange={(value) => set(key, value ?? '')}
      isRequired
      isInvalid={errors[key] ? true : undefined}
      errorMessage={errors[key]}
    />
  );

  return (
    <Card title={m.dataTitle} titleLevel={2}>
      <form aria-label={m.dataTitle} noValidate onSubmit={submit}>
        <Stack gap="lg">
          {catalogues.beneficiaries.length === 0 ? (
            <Alert priority="info">
              <Stack gap="sm">
                <span>{m.noBeneficiaries}</span>
                <div>
                  <Link href={NEW_BENEFICIARY_PATH} buttonVariant="secondary">
                    {m.addBeneficiary}
                  </Link>
                </div>
              </Stack>
            </Alert>
          ) : null}
          <FieldGrid>
            <FieldGridItem>
              {select(
                'beneficiaryId',
                m.beneficiary,
                catalogues.beneficiaries.map((b) => ({
                  key: String(b.Id),
                  value:
                    [b.Name, b.FatherLastName, b.MotherLastName].filter(Boolean).join(' ') +
                    (b.Alias ? ` (${b.Alias})` : ''),
                })),
              )}
            </FieldGridItem>
            <FieldGridItem>
              {select(
                'accountId',
                m.account,
                catalogues.accounts.map((a) => ({ key: a.id, value: m.accountOption(a.numero) })),
              )}
            </FieldGridItem>
            <FieldGridItem>
              <CurrencyField
                ref={amountRef}
                label={m.amount}
                description={m.amountHelp}
                currency="USD"
                decimals={2}
                value={draft.amount}
                onChange={(value) => set('amount', value)}
                isRequired
                isInvalid={errors.amount ? true : undefined}
                errorMessage={errors.amount}
              />
            </FieldGridItem>
            <FieldGridItem>
              {select(
                'currencyId',
                m.currency,
                catalogues.currencies.map((c) => ({
                  key: String(c.id),
                  value: `${c.nombre} (${c.codigo})`,
                })),
              )}
            </FieldGridItem>
            <FieldGridItem>
              {select('purposeId', m.purpose, options(catalogues.purposes))}
            </FieldGridItem>
            <FieldGridItem>
              {select('originId', m.fundOrigin, options(catalogues.origins))}
            </FieldGridItem>
            <FieldGridItem span="full">
              {select('volumeId', m.annualVolume, options(catalogues.volumes))}
            </FieldGridItem>
          </FieldGrid>
          {/* What the amount costs, next to what the account has: read as the client types. */}
          <div aria-live="polite">
            <FactList
              facts={[
                ...(catalogues.balances
                  ? [
                      {
                        id: 'available',
                        term: m.available,
                        value: usd(catalogues.balances.disponible.amount),
                      },
                      ...(catalogues.balances.retenido.amount > 0
                        ? [
                            {
                              id: 'held',
                              term: m.held,
                              value: usd(catalogues.balances.retenido.amount),
                            },
                          ]
                        : []),
                    ]
                  : []),
                ...(figures
                  ? [
                      {
                        id: 'commission',
                        term: m.commission,
                        value: figures.withIntermediary
                          ? `${usd(figures.commission)} (${m.intermediaryFee})`
                          : usd(figures.commission),
                      },
                      { id: 'total', term: m.total, value: usd(figures.total) },
                    ]
                  : []),
              ]}
            />
          </div>
          {onRetryAccount ? (
            <Alert priority="error" isLive>
              <Stack gap="sm">
                <span>{m.accountUnavailable}</span>
                <div>
                  <Button variant="secondary" size="sm" onPress={onRetryAccount}>
                    {m.retryAccount}
                  </Button>
                </div>
              </Stack>
            </Alert>
          ) : null}
          {errors.form ? (
            <Alert priority="error" isLive>
              {errors.form}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" variant="primary">
              {m.continue}
            </Button>
          </div>
          <Text size="sm" tone="secondary">
            {m.executionText}.
          </Text>
        </Stack>
      </form>
    </Card>
  );
}
