import { tefeBeneficiaries } from '@inversiones/contract';
import { useMemo } from 'react';
import { apiGet } from '../../http/client.ts';
import { useApiData } from '../api-state/use-api-data.ts';

export interface CatalogueNames {
  /** A bank's country by its ISO code ('US' -> 'Estados Unidos'). */
  countryName: (iso: string) => string;
  /** A beneficiary's currency by its id ('Dólar estadounidense (USD)'). */
  currencyLabel: (id: number) => string | undefined;
}

/**
 * The names the beneficiaries' cards show for codes and ids (spec 7 `paises`, `tiposMonedas`).
 * Until they come, or if they fail, the cards show the codes: never a reason to hold the list.
 */
export function useCatalogueNames(): CatalogueNames {
  const { state } = useApiData(
    (signal) =>
      Promise.all([
        apiGet(tefeBeneficiaries.countries, { signal, onError: false }),
        apiGet(tefeBeneficiaries.currencies, { signal, onError: false }),
      ]),
    'tefe-catalogues',
  );
  return useMemo(() => {
    const [countries, currencies] = state.status === 'ready' ? state.data : [null, null];
    const byIso = new Map(countries?.paises.map((c) => [c.iso, c.nombre]));
    const byId = new Map(currencies?.monedas.map((c) => [c.id, `${c.nombre} (${c.codigo})`]));
    return {
      countryName: (iso) => byIso.get(iso) ?? iso,
      currencyLabel: (id) => byId.get(id),
    };
  }, [state]);
}
