import {
  Card,
  DownloadList,
  FactList,
  Heading,
  Stack,
  StateMessage,
  Text,
  YearPicker,
  type Fact,
} from '@inversiones/design-system';
import { taxCertificates } from '@inversiones/contract';
import { useSearchParams } from 'react-router-dom';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { money } from '../fund-operations/money.ts';
import * as messages from './messages.ts';
import { useFileDownloads } from './use-file-downloads.ts';

const m = messages.taxCertificates;
type Certificate = taxCertificates.TaxCertificate;

/** What a certificate certifies, as its PDF's summary prints it. */
function figuresOf({ figures }: Certificate): Fact[] {
  return figures.form === '1894'
    ? [
        { id: 'redeemed', term: m.redeemed, value: money(figures.redeemed) },
        { id: 'cost', term: m.adjustedCost, value: money(figures.adjustedCost) },
        { id: 'gain', term: m.gain, value: money(figures.gain) },
        { id: 'dividends', term: m.dividends, value: money(figures.dividends) },
      ]
    : [
        { id: 'a', term: m.contributionsA, value: money(figures.contributionsA) },
        { id: 'b', term: m.contributionsB, value: money(figures.contributionsB) },
        { id: 'withdrawals', term: m.withdrawals, value: money(figures.withdrawals) },
      ];
}

const describe = (c: Certificate) =>
  `${m.form} ${c.form} · ${m.number} ${c.certificateNumber} · ${taxCertificates.certificateTypeNames[c.type]}`;

/** One tax year's certificates: their PDFs to download, then what each one certifies. */
function CertificatesOfYear({ taxYear }: { taxYear: number }) {
  const files = useFileDownloads();
  const { state, retry } = useApiData(
    (signal) =>
      apiGet(taxCertificates.taxCertificatesOfYear, { signal, params: { anio: taxYear } }),
    `tax-certificates-${taxYear}`,
  );
  return (
    <ApiState state={state} retry={retry} placeholder={3}>
      {({ certificates }) =>
        certificates.length === 0 ? (
          <StateMessage title={m.none} titleLevel={2} />
        ) : (
          <Stack gap="lg">
            <DownloadList
              aria-label={m.yearOption(taxYear, taxYear - 1)}
              items={certificates.map((c) => ({
                id: c.form,
                name: c.name,
                description: describe(c),
                date: c.issuedOn,
              }))}
              downloadLabel={m.download}
              downloadingIds={files.downloadingIds}
              failedIds={files.failedIds}
              progress={files.progress}
              onDownload={(item) => {
                const c = certificates.find((x) => x.form === item.id);
                if (!c) return;
                const query = new URLSearchParams({
                  numeroCertificado: c.certificateNumber,
                  tipo: c.type,
                });
                files.download(c.form, {
                  path: `${taxCertificates.certificatePdfPath(c)}?${query}`,
                  fallbackName: taxCertificates.certificateFileName(c),
                  kind: 'pdf',
                });
              }}
            />
            {certificates.map((c) => (
              <Card key={c.form} title={c.name} titleLevel={2}>
                <FactList facts={figuresOf(c)} />
              </Card>
            ))}
          </Stack>
        )
      }
    </ApiState>
  );
}

/** The tax year the URL names (`?anio=`), the newest by default. */
function TaxYears({ years }: { years: readonly { taxYear: number }[] }) {
  const [search, setSearch] = useSearchParams();
  const newest = years[0]?.taxYear ?? 0;
  const oldest = years.at(-1)?.taxYear ?? newest;
  const asked = Number(search.get('anio'));
  const taxYear = asked >= oldest && asked <= newest ? asked : newest;
  return (
    <Stack gap="lg">
      <YearPicker
        label={m.year}
        value={taxYear}
        minYear={oldest}
        maxYear={newest}
        formatYear={(year) => m.yearOption(year, year - 1)}
        onChange={(year) => setSearch({ anio: String(year) })}
      />
      <CertificatesOfYear key={taxYear} taxYear={taxYear} />
    </Stack>
  );
}

/**
 * /infoDocs/certificadosTributarios (spec 7 "tax certificates"): a tax year's certificates (forms
 * 1894 and 1899), their PDFs, and the figures each one certifies.
 */
export function TaxCertificatesPage() {
  usePageTitle(m.title);
  const { state, retry } = useApiData(
    (signal) => apiGet(taxCertificates.taxYears, { signal }),
    'tax-years',
  );
  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <ApiState state={state} retry={retry} placeholder={3}>
        {({ years }) =>
          years.length === 0 ? (
            <StateMessage title={m.noYears} titleLevel={2} />
          ) : (
            <TaxYears years={years} />
          )
        }
      </ApiState>
    </Stack>
  );
}
