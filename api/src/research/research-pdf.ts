// A research report's PDF: the month's indicators and every fund's quota value and return, with
// the disclaimer every research piece carries. Deterministic: its instant is its publication.
import { formatDisplayDate, formatNumber, formatPercent } from '@inversiones/es-cl';
import { BROKER } from '../market/catalogue.ts';
import { santiagoInstant } from '../market/clock.ts';
import { indicatorDecimals, type IndicatorName } from '../market/indicators.ts';
import { createPdf } from '../pdf/pdf-base.ts';
import { Writer } from '../pdf/pdf-writer.ts';
import type { ResearchReport } from './research.ts';

const indicatorNames: Readonly<Record<IndicatorName, string>> = {
  ipsa: 'IPSA',
  dolarObservado: 'Dólar observado ($)',
  euro: 'Euro ($)',
  uf: 'UF ($)',
  utm: 'UTM ($)',
};

const change = (x: number) => formatPercent(x * 100, { decimals: 2, signed: true });

export async function researchPdf(report: ResearchReport): Promise<Uint8Array> {
  const { pdf, regular, bold } = await createPdf({
    title: report.title,
    author: BROKER,
    subject: 'Research',
    at: new Date(santiagoInstant(report.publishedOn, '08:00')),
  });
  const w = new Writer(pdf, regular, bold, 'Sin datos para el mes.');
  w.heading(`${BROKER} - Research`, report.title, [
    `Publicado el ${formatDisplayDate(report.publishedOn)}`,
  ]);
  w.y -= 20;
  w.notes([report.summary], 10);
  w.table(
    'Indicadores del mes',
    [
      { header: 'Indicador', width: 0.4 },
      { header: 'Cierre mes anterior', width: 0.2, align: 'right' },
      { header: 'Cierre del mes', width: 0.2, align: 'right' },
      { header: 'Variación', width: 0.2, align: 'right' },
    ],
    report.indicators.map((i) => [
      indicatorNames[i.name],
      formatNumber(i.before, indicatorDecimals[i.name]),
      formatNumber(i.after, indicatorDecimals[i.name]),
      change(i.change),
    ]),
  );
  w.table(
    'Fondos mutuos: rentabilidad del mes',
    [
      { header: 'Fondo', width: 0.5 },
      { header: 'Serie', width: 0.1 },
      { header: 'Valor cuota', width: 0.2, align: 'right' },
      { header: 'Variación', width: 0.2, align: 'right' },
    ],
    report.funds.map((f) => [
      f.fund.name,
      f.seriesCode,
      formatNumber(f.quotaValue, 4),
      change(f.change),
    ]),
  );
  w.room(60);
  w.y -= 24;
  w.notes([
    'Este informe es de carácter informativo y no constituye una oferta ni una recomendación de inversión. Rentabilidades pasadas no garantizan rentabilidades futuras. Las cifras provienen de los registros de mercado de la corredora al cierre de cada día.',
  ]);
  return pdf.save({ useObjectStreams: false });
}
