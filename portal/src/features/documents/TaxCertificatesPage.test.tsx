import type { taxCertificates } from '@inversiones/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serve } from '../funds/funds.test-helper.tsx';
import { catchSaves, file, renderAt } from './documents.test-helper.tsx';
import { TaxCertificatesPage } from './TaxCertificatesPage.tsx';

const clp = (amount: number) => ({ amount, currency: 'CLP' as const });

const certificates = (taxYear: number): taxCertificates.TaxCertificatesOfYear => ({
  taxYear,
  commercialYear: taxYear - 1,
  certificates: [
    {
      taxYear,
      commercialYear: taxYear - 1,
      form: '1894',
      name: 'Certificado de rescates y dividendos de fondos mutuos',
      certificateNumber: '10023401',
      type: 'original',
      issuedOn: `${taxYear}-02-27`,
      figures: {
        form: '1894',
        redeemed: clp(0),
        adjustedCost: clp(0),
        gain: clp(0),
        dividends: clp(123_456),
      },
    },
    {
      taxYear,
      commercialYear: taxYear - 1,
      form: '1899',
      name: 'Certificado de ahorro previsional voluntario (APV)',
      certificateNumber: '10023402',
      type: 'original',
      issuedOn: `${taxYear}-02-27`,
      figures: {
        form: '1899',
        contributionsA: clp(1_440_000),
        contributionsB: clp(0),
        withdrawals: clp(0),
      },
    },
  ],
});

let saved: string[];
beforeEach(() => {
  saved = catchSaves();
});
afterEach(() => vi.unstubAllGlobals());

describe('Certificados Tributarios', () => {
  it("shows the newest tax year's certificates and figures, downloads one, and changes year", async () => {
    const fetchMock = serve({
      '/api/certificado/tributarios': {
        years: [
          { taxYear: 2026, commercialYear: 2025 },
          { taxYear: 2025, commercialYear: 2024 },
        ],
      },
      '/api/certificado/tributarios/2026': certificates(2026),
      '/api/certificado/tributarios/2025': certificates(2025),
      '/api/certificado/tributarios/2026/1899/certificado.pdf': () =>
        file('%PDF-1.7', 'certificado-1899-AT2026-10023402.pdf'),
    });
    renderAt('certificados', '/certificados', <TaxCertificatesPage />);
    const apv = await screen.findByRole('region', {
      name: 'Certificado de ahorro previsional voluntario (APV)',
    });
    expect(within(apv).getByText('Aportes APV régimen A')).toBeVisible();
    expect(within(apv).getByText(/1\.440\.000/)).toBeVisible();

    await userEvent.click(
      screen.getByRole('button', {
        name: /Descargar certificado Certificado de ahorro previsional voluntario/,
      }),
    );
    await waitFor(() => expect(saved).toEqual(['certificado-1899-AT2026-10023402.pdf']));
    const [call] = callsTo(fetchMock, '/api/certificado/tributarios/2026/1899/certificado.pdf');
    expect(call?.searchParams.get('numeroCertificado')).toBe('10023402');
    expect(call?.searchParams.get('tipo')).toBe('original');

    await userEvent.click(screen.getByRole('button', { name: 'Año anterior' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/certificado/tributarios/2025')).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: 'Año anterior' })).toBeDisabled();
  });

  it('says so when no certificate has been issued yet', async () => {
    serve({ '/api/certificado/tributarios': { years: [] } });
    renderAt('certificados', '/certificados', <TaxCertificatesPage />);
    expect(
      await screen.findByText('Aún no tiene certificados tributarios emitidos.'),
    ).toBeVisible();
  });
});
