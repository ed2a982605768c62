import {
  Alert,
  BeneficiaryCard,
  beneficiaryFullName,
  Heading,
  Link,
  Stack,
  Text,
} from '@inversiones/design-system';
import { tefeBeneficiaries } from '@inversiones/contract';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { BeneficiaryForm } from './BeneficiaryForm.tsx';
import { emptyValues, valuesOf } from './beneficiary-form-values.ts';
import { isChangeable } from './beneficiary-actions.ts';
import * as messages from './messages.ts';
import { BENEFICIARIES_PATH, beneficiaryPath } from './routes.ts';
import { TefeGate } from './TefeGate.tsx';
import { useCatalogueNames } from './use-catalogue-names.ts';

const m = messages.beneficiaryForm;

export type BeneficiaryPageMode = 'create' | 'edit' | 'show';

/** What the list page says after a save (router state: it survives no reload, as intended). */
export interface SavedNotice {
  saved: string;
}

/**
 * The beneficiary's own page in spec 3's three modes: register (`/tefe/beneficiarios/nuevo`),
 * read (`/tefe/beneficiarios/{id}`) and change (`…/{id}/editar`).
 */
export function BeneficiaryPage({ mode }: { mode: BeneficiaryPageMode }) {
  const title =
    mode === 'create' ? m.newTitle : mode === 'edit' ? m.editTitle : messages.beneficiaries.title;
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <div>
        <Link href={BENEFICIARIES_PATH}>{m.backToList}</Link>
      </div>
      {mode === 'show' ? null : <Heading level={1}>{title}</Heading>}
      <TefeGate>{() => <BeneficiaryContent mode={mode} />}</TefeGate>
    </Stack>
  );
}

function BeneficiaryContent({ mode }: { mode: BeneficiaryPageMode }) {
  const params = useParams();
  const id = mode === 'create' ? undefined : Number(params.id);
  const navigate = useNavigate();
  const { state, retry } = useApiData(
    async (signal) => {
      const [countries, currencies, beneficiary] = await Promise.all([
        mode === 'show' ? null : apiGet(tefeBeneficiaries.countries, { signal }),
        mode === 'show' ? null : apiGet(tefeBeneficiaries.currencies, { signal }),
        id === undefined
          ? null
          : apiGet(tefeBeneficiaries.get, {
              signal,
              params: { id: String(params.id) },
              // Not found is this page's to say (a deleted or foreign beneficiary).
              onError: false,
            }).catch((error: unknown) => {
              if (error instanceof ApiError && error.status === 404) return 'missing' as const;
              throw error;
            }),
      ]);
      return { countries, currencies, beneficiary };
    },
    `${mode}|${params.id ?? ''}`,
  );

  return (
    <ApiState state={state} retry={retry} placeholder={3} titleLevel={2}>
      {({ countries, currencies, beneficiary }) => {
        if (beneficiary === 'missing') {
          return <Alert priority="warning">{m.notFound}</Alert>;
        }
        if (mode === 'show' && beneficiary) return <ShowBeneficiary beneficiary={beneficiary} />;
        if (beneficiary && !isChangeable(beneficiary)) {
          return <Alert priority="warning">{m.notChangeable}</Alert>;
        }
        const dollars = currencies?.monedas.find((c) => c.codigo === 'USD');
        return (
          <Stack gap="lg">
            <Text tone="secondary">{beneficiary ? m.editIntro : m.intro}</Text>
            <BeneficiaryForm
              id={beneficiary?.Id}
              initial={beneficiary ? valuesOf(beneficiary) : emptyValues(String(dollars?.id ?? ''))}
              countries={countries?.paises ?? []}
              currencies={currencies?.monedas ?? []}
              onSaved={(saved) => {
                const name = beneficiaryFullName(saved);
                const notice: SavedNotice = {
                  saved: beneficiary ? m.saved(name) : m.registered(name),
                };
                navigate(BENEFICIARIES_PATH, { state: notice });
              }}
            />
          </Stack>
        );
      }}
    </ApiState>
  );
}

/** Show mode: the beneficiary as registered, with the way to change it while it may be. */
function ShowBeneficiary({ beneficiary }: { beneficiary: tefeBeneficiaries.Beneficiary }) {
  const name = beneficiaryFullName(beneficiary);
  usePageTitle(name);
  const names = useCatalogueNames();
  return (
    <Stack gap="lg">
      <Heading level={1}>{name}</Heading>
      <BeneficiaryCard
        beneficiary={beneficiary}
        titleLevel={2}
        countryName={names.countryName}
        currencyLabel={names.currencyLabel(beneficiary.CurrencyId)}
        actions={
          isChangeable(beneficiary)
            ? [
                <Link
                  key="edit"
                  href={`${beneficiaryPath(beneficiary.Id)}/editar`}
                  buttonVariant="secondary"
                  aria-label={m.editOf(name)}
                >
                  {m.edit}
                </Link>,
              ]
            : undefined
        }
      />
    </Stack>
  );
}
