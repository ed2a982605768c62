// A fund's rules of procedure and information file as PDFs, written from the catalogue.
import { formatCurrency, formatDisplayDate } from '@inversiones/es-cl';
import type { funds as contract } from '@inversiones/contract';

type FundDocumentKind = contract.FundDocument;
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { createPdf, MARGIN, PAGE, wrap } from '../pdf/pdf-base.ts';
import { FUND_MANAGER, fundTypeNames, type Fund, type FundSeries } from '../market/catalogue.ts';
import { currencyDecimals, formatDecimal, toWireNumber } from '../market/money.ts';
import { fundProfile } from './fund-profile.ts';

const INK = rgb(0.1, 0.12, 0.16);
const RULE = rgb(0.75, 0.78, 0.82);

/** The version in force of every fund's documents: fixed, so the bytes never depend on today. */
const DOCUMENTS_IN_FORCE = new Date(Date.UTC(2024, 2, 1));

const currencyNames = { CLP: 'Pesos chilenos', USD: 'Dólares de los Estados Unidos', EUR: 'Euros' };

const percent = (bps: number) => `${formatDecimal(BigInt(bps), 2).replace('.', ',')} %`;
const amount = (minor: bigint, currency: Fund['currency']) =>
  formatCurrency(toWireNumber(minor, currencyDecimals[currency]), currency);

/** A top-to-bottom writer that opens a new page when the text reaches the bottom margin. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  private newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }
  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  text(
    text: string,
    { size = 10, bold = false, gap = 3, x = MARGIN, width = PAGE.width - 2 * MARGIN } = {},
  ) {
    const font = bold ? this.bold : this.regular;
    for (const line of wrap(text, font, size, width)) {
      this.room(size + gap);
      this.y -= size;
      this.page.drawText(line, { x, y: this.y, size, font, color: INK });
      this.y -= gap;
    }
  }
  space(points: number) {
    this.y -= points;
  }
  heading(text: string) {
    this.space(8);
    this.room(40);
    this.text(text, { size: 12, bold: true, gap: 5 });
  }
  /** A table of short cells: column widths in points, a header row in bold, rules between rows. */
  table(
    widths: readonly number[],
    header: readonly string[],
    rows: readonly (readonly string[])[],
  ) {
    const row = (cells: readonly string[], bold: boolean) => {
      this.room(16);
      this.y -= 9;
      let x = MARGIN;
      cells.forEach((cell, index) => {
        this.page.drawText(cell, {
          x,
          y: this.y,
          size: 8.5,
          font: bold ? this.bold : this.regular,
          color: INK,
        });
        x += widths[index] ?? 0;
      });
      this.y -= 5;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: PAGE.width - MARGIN, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
      this.y -= 3;
    };
    row(header, true);
    for (const cells of rows) row(cells, false);
  }
}

const seriesRow = (fund: Fund, s: FundSeries) => [
  s.code,
  percent(s.feeBps),
  amount(s.minimumInitial, fund.currency),
  amount(s.minimumAdditional, fund.currency),
  fund.cutOff,
  fund.redemptionLagDays === 0 ? 'T+0 (mismo día)' : `T+${fund.redemptionLagDays} días hábiles`,
];

const SERIES_HEADER = [
  'Serie',
  'Remuneración anual',
  'Inversión inicial',
  'Aporte adicional',
  'Hora de corte',
  'Pago de rescates',
];
const SERIES_WIDTHS = [40, 90, 90, 85, 65, 110];

/** Sections of plausible reglamento text, from the fund's own rules. */
function rulesSections(fund: Fund): [string, string[]][] {
  const profile = fundProfile(fund);
  const lag = fund.redemptionLagDays;
  return [
    [
      'A. Características del fondo',
      [
        `Nombre del fondo: ${fund.name}. Sociedad administradora: ${FUND_MANAGER}. Tipo de fondo: fondo mutuo ${fundTypeNames[fund.assetClass]}, dirigido al público en general. Plazo de duración: indefinido.`,
      ],
    ],
    [
      'B. Política de inversión',
      [
        `Objetivo: ${profile.objective}`,
        `Horizonte de inversión recomendado: ${profile.horizon}. Nivel de riesgo: ${fund.riskLevel} en una escala de 1 (menor riesgo) a 7 (mayor riesgo).`,
        'Los instrumentos de deuda en que invierta el fondo deberán contar con clasificación de riesgo de categoría BBB, N-3 o superiores. Ningún emisor podrá representar más del 20 % del activo del fondo, salvo el Estado de Chile y el Banco Central de Chile.',
      ],
    ],
    [
      'C. Política de liquidez',
      [
        'El fondo mantendrá a lo menos un 5 % de sus activos en instrumentos de alta liquidez (caja, depósitos a plazo de menos de un año y títulos del Banco Central de Chile o de la Tesorería General de la República), para atender el pago de rescates.',
      ],
    ],
    [
      'D. Política de endeudamiento',
      [
        'La sociedad administradora podrá contraer, por cuenta del fondo, créditos bancarios de corto plazo hasta por un 20 % del patrimonio del fondo, con el solo objeto de pagar rescates de cuotas.',
      ],
    ],
    [
      'F. Aporte, rescate y valorización de cuotas',
      [
        `Moneda de aportes y rescates: ${currencyNames[fund.currency]}. Los aportes y las solicitudes de rescate recibidos antes de las ${fund.cutOff} horas de un día hábil bancario se consideran efectuados ese día; los recibidos después, el día hábil bancario siguiente.`,
        `Los rescates se pagan ${lag === 0 ? 'el mismo día hábil bancario de la solicitud' : `dentro de ${lag} ${lag === 1 ? 'día hábil bancario' : 'días hábiles bancarios'} desde la fecha de la solicitud`}, al valor cuota del día en que se cursa el rescate.`,
        'El valor cuota se calcula diariamente, neto de la remuneración de la administradora, y se publica en el sitio web de la sociedad administradora y de la Comisión para el Mercado Financiero.',
      ],
    ],
    [
      'G. Otra información relevante',
      [
        'Las comunicaciones a los partícipes se efectuarán por correo electrónico a la dirección registrada en la sociedad administradora. Las modificaciones a este reglamento interno entrarán en vigencia 10 días corridos después de su depósito en la Comisión para el Mercado Financiero.',
        'La rentabilidad o ganancia obtenida en el pasado por este fondo no garantiza que ella se repita en el futuro. Los valores de las cuotas de los fondos mutuos son variables.',
      ],
    ],
  ];
}

function informationSections(fund: Fund): [string, string[]][] {
  const profile = fundProfile(fund);
  return [
    ['¿En qué invierte este fondo?', [profile.objective]],
    [
      '¿Para quién es?',
      [
        `Para inversionistas con un horizonte de inversión de ${profile.horizon.toLowerCase()} que aceptan un nivel de riesgo ${fund.riskLevel} de 7.`,
      ],
    ],
    [
      '¿Cómo invierto y rescato?',
      [
        `Desde el portal de clientes o con su Ejecutivo de Inversiones, en ${currencyNames[fund.currency].toLowerCase()}. Las órdenes recibidas después de las ${fund.cutOff} horas se cursan el día hábil bancario siguiente. Los rescates se pagan en T+${fund.redemptionLagDays} días hábiles bancarios.`,
      ],
    ],
    [
      'Advertencia',
      [
        'La rentabilidad o ganancia obtenida en el pasado por este fondo no garantiza que ella se repita en el futuro. Los valores de las cuotas de los fondos mutuos son variables. Infórmese de las características esenciales de la inversión en este fondo mutuo, las que se encuentran contenidas en su reglamento interno.',
      ],
    ],
  ];
}

const titles: Readonly<Record<FundDocumentKind, (fund: Fund) => string>> = {
  rulesOfProcedure: (fund) => fund.rulesOfProcedure.title,
  informationFile: (fund) => fund.informationFile.title,
};

/** The file name the download is saved as (the catalogue's: `reglamento-interno-<fund>.pdf`). */
export const fundDocumentFileName = (fund: Fund, document: FundDocumentKind) =>
  document === 'rulesOfProcedure' ? fund.rulesOfProcedure.fileName : fund.informationFile.fileName;

/** The PDF's bytes: the same fund and document always give the same bytes. */
export async function fundDocumentPdf(fund: Fund, document: FundDocumentKind): Promise<Uint8Array> {
  const title = titles[document](fund);
  const { pdf, regular, bold } = await createPdf({
    title,
    author: FUND_MANAGER,
    subject: fund.name,
    at: DOCUMENTS_IN_FORCE,
  });
  const out = new Writer(pdf, regular, bold);

  out.text(title, { size: 17, bold: true, gap: 8 });
  out.text(FUND_MANAGER, { size: 10 });
  out.text(
    `RUN CMF ${fund.run} · ${fundTypeNames[fund.assetClass]} · ${currencyNames[fund.currency]} · Nivel de riesgo ${fund.riskLevel} de 7`,
    { size: 10 },
  );
  out.text(`Vigente desde el ${formatDisplayDate(DOCUMENTS_IN_FORCE.toISOString().slice(0, 10))}`, {
    size: 10,
  });
  const sections =
    document === 'rulesOfProcedure' ? rulesSections(fund) : informationSections(fund);
  for (const [heading, paragraphs] of sections) {
    out.heading(heading);
    for (const paragraph of paragraphs) {
      out.text(paragraph);
      out.space(4);
    }
    // The series table sits after the investment policy (E in the rules, a section of its own here).
    if (heading.startsWith('D.') || heading === '¿Cómo invierto y rescato?') {
      out.heading(
        document === 'rulesOfProcedure'
          ? 'E. Series, remuneraciones y montos mínimos'
          : 'Series y costos',
      );
      out.table(
        SERIES_WIDTHS,
        SERIES_HEADER,
        fund.series.map((s) => seriesRow(fund, s)),
      );
      out.space(4);
      for (const s of fund.series) out.text(`Serie ${s.code}: ${s.description}.`, { size: 9 });
      out.text(
        'Remuneración anual de la administradora, IVA incluido, sobre el patrimonio de cada serie.',
        { size: 9 },
      );
    }
  }
  return pdf.save({ useObjectStreams: false });
}
