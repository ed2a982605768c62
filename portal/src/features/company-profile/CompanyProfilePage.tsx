import { Card, FactList, Heading, Stack, Text } from '@inversiones/design-system';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { loadCompanyProfile, type CompanyProfile } from './calls.ts';
import { ContractSigningCard } from './ContractSigningCard.tsx';
import { dottedRut } from './format.ts';
import * as messages from './messages.ts';

/**
 * /miPerfilEmpresa/misDatosEmpresa (spec 2, 'Flujo de Firma de Contratos'): the company the
 * session acts for, its legal representatives, its attorneys with their power per contract, and
 * each contract's signing. The API decides who may see and sign; the route guard only hides it.
 */
export function CompanyProfilePage() {
  const m = messages.page;
  usePageTitle(m.title);
  const { state, retry } = useApiData(loadCompanyProfile, 'empresa');
  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <ApiState state={state} retry={retry} placeholder={2} titleLevel={2}>
        {(data) => <CompanyProfileView data={data} />}
      </ApiState>
    </Stack>
  );
}

function CompanyProfileView({ data }: { data: CompanyProfile }) {
  const m = messages.page;
  const { empresa, apoderados, rutUsuario } = data;
  return (
    <>
      <Text>{m.intro(empresa.razonSocial)}</Text>
      <Card title={m.companyTitle} titleLevel={2}>
        <Stack gap="md">
          <FactList
            facts={[
              { id: 'razonSocial', term: m.razonSocial, value: empresa.razonSocial },
              { id: 'rut', term: m.rut, value: dottedRut(empresa.rut) },
              { id: 'giro', term: m.giro, value: empresa.giro },
              {
                id: 'direccion',
                term: m.address,
                value: `${empresa.direccion.calle}, ${empresa.direccion.comuna}, ${empresa.direccion.region}`,
                isWide: true,
              },
            ]}
          />
          <Heading level={3} size="sm">
            {m.representativesTitle}
          </Heading>
          {empresa.representantesLegales.length ? (
            <FactList
              aria-label={m.representativesTitle}
              facts={empresa.representantesLegales.map((r) => ({
                id: r.rut,
                term: r.cargo,
                value: `${r.nombre} (${dottedRut(r.rut)})`,
              }))}
            />
          ) : (
            <Text>{m.noRepresentatives}</Text>
          )}
        </Stack>
      </Card>
      <Card title={m.attorneysTitle} titleLevel={2}>
        <Stack gap="md">
          <Text tone="secondary">{m.attorneysIntro}</Text>
          {apoderados.map((a) => (
            <Stack key={a.rut} gap="xs">
              <Heading level={3} size="sm">
                {`${a.nombre} (${dottedRut(a.rut)})`}
              </Heading>
              <FactList
                facts={data.contratos.map((c) => {
                  const power = a.poderes[c.tipo];
                  return {
                    id: c.tipo,
                    term: c.nombre,
                    value: power ? messages.powers[power] : messages.powers.none,
                  };
                })}
              />
            </Stack>
          ))}
        </Stack>
      </Card>
      <Stack gap="md">
        <Heading level={2}>{m.contractsTitle}</Heading>
        {data.contratos.map((contract) => (
          <ContractSigningCard
            key={contract.tipo}
            initial={contract}
            attorneys={apoderados}
            userRut={rutUsuario}
            methods={data.segundoFactor}
          />
        ))}
      </Stack>
    </>
  );
}
