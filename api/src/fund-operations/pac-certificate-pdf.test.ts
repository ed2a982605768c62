import type { pac } from '@inversiones/contract';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { certificateRows, pacCertificatePdf } from './pac-certificate-pdf.ts';
import type { PacDebit } from './pac-performance.ts';

const mandate: pac.Pac = {
  id: '0b5e8f4e-1a2b-4c3d-8e9f-0123456789ab',
  fundId: 'FM-RENTA-CHILE',
  fundName: 'Fondo Mutuo Renta Chile',
  seriesId: 'A',
  accountId: '100234-01',
  amount: { amount: 50_000, currency: 'CLP' },
  paymentWay: 'cargoCuentaBancaria',
  status: 'vigente',
  createdAt: '2026-11-27T15:00:00.000Z',
  signedAt: '2026-11-27T15:05:00.000Z',
  cancelledAt: null,
  nextDebit: '2031-01-06',
  debits: 48,
};
const debit = (month: number): PacDebit => ({
  tradeDate: `${2027 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-05`,
  settlementDate: '2027-01-06',
  amount: 50_000n,
  units: 480_000n,
  price: 1_041_666n,
  settled: true,
});
const debits = Array.from({ length: 48 }, (_, i) => debit(i));
const performance: pac.Performance = {
  pacId: mandate.id,
  debits: 48,
  contributed: { amount: 2_400_000, currency: 'CLP' },
  units: 2304,
  quotaValue: 1000.5,
  quotaDate: '2030-12-31',
  value: { amount: 2_305_152, currency: 'CLP' },
  gain: { amount: -94_848, currency: 'CLP' },
  gainPercent: -3.952,
};
const owner = { name: 'Camila Rojas', rut: '12345678-5' };

describe('the PAC certificate', () => {
  it('states the PAC, what its debits are worth (a loss too) and each debit', () => {
    const rows = new Map(certificateRows(mandate, performance, debits, owner));
    expect(rows.get('Cliente')).toBe('Camila Rojas - RUT 12.345.678-5');
    expect(rows.get('Aporte mensual')).toBe('$\u00a050.000');
    expect(rows.get('Estado')).toBe('Vigente');
    expect(rows.get('Firmado')).toBe('27/11/2026 12:05');
    expect(rows.get('Total aportado')).toBe('$\u00a02.400.000');
    expect(rows.get('Rentabilidad')).toBe('\u2212$\u00a094.848 (\u22123,95\u00a0%)');
    expect(rows.get('Cargo 05/01/2027')).toBe('$\u00a050.000 · 48,0000 cuotas · Liquidado');
    expect([...rows.keys()].filter((k) => k.startsWith('Cargo ')).length).toBe(48);
  });

  it('runs onto more pages when the debits need them, with the minus sign printable', async () => {
    const bytes = await pacCertificatePdf(
      mandate,
      performance,
      debits,
      owner,
      Date.parse('2030-12-31T12:00:00-03:00'),
    );
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(2);
  });
});
