import { describe, expect, it } from 'vitest';
import {
  buyConfirmHref,
  buyDataHref,
  buyDraftOf,
  screenOf,
  sellConfirmHref,
  sellDraftOf,
} from './routes.ts';
import { parseUnits } from './SellData.tsx';

describe('the invest routes', () => {
  it.each([
    ['', { tab: 'comprar', step: 'data' }],
    ['confirmar', { tab: 'comprar', step: 'confirm' }],
    ['comprobante/1000123', { tab: 'comprar', step: 'voucher', folio: '1000123' }],
    ['vender', { tab: 'vender', step: 'data' }],
    ['vender/confirmar', { tab: 'vender', step: 'confirm' }],
    ['vender/comprobante/42', { tab: 'vender', step: 'voucher', folio: '42' }],
    ['fueraDeHorario', { tab: 'fueraDeHorario' }],
    ['pac', { tab: 'pac' }],
    ['pac/otro', null],
    ['comprobante/abc', null],
    ['otra', null],
    ['fueraDeHorario/x', null],
  ])('reads /ffmm/invertir/%s', (subpath, screen) => {
    expect(screenOf(subpath)).toEqual(screen);
  });

  it('carries the investment between the steps in the URL, with the key on the confirm step', () => {
    const draft = {
      fundId: 'FM-RENTA-CHILE',
      seriesId: 'A',
      accountId: '100234-01',
      amount: 250000,
      paymentWay: 'saldoCcm' as const,
    };
    const confirm = buyConfirmHref(draft, '3b241101-e2bb-4255-8caf-4136c566a962');
    expect(confirm).toBe(
      '/ffmm/invertir/confirmar?fundId=FM-RENTA-CHILE&serieId=A&cuentaId=100234-01&monto=250000&formaPago=saldoCcm&clave=3b241101-e2bb-4255-8caf-4136c566a962',
    );
    const query = new URLSearchParams(confirm.split('?')[1]);
    expect(buyDraftOf(query)).toEqual(draft);
    expect(buyDataHref({ ...draft, amount: null, paymentWay: null })).toBe(
      '/ffmm/invertir?fundId=FM-RENTA-CHILE&serieId=A&cuentaId=100234-01',
    );
  });

  it('ignores what a tampered URL cannot mean: a negative amount, an unknown payment way', () => {
    const query = new URLSearchParams('monto=-5&formaPago=efectivo&fundId=X');
    expect(buyDraftOf(query)).toMatchObject({ amount: null, paymentWay: null, fundId: 'X' });
  });

  it('keeps only the redemption field of its mode', () => {
    const draft = {
      fundId: 'F',
      seriesId: 'A',
      accountId: '1',
      mode: 'cuotas' as const,
      amount: 5,
      units: 12.5,
      destinationId: 'BANCO',
    };
    const href = sellConfirmHref(draft, 'k'.repeat(20));
    expect(href).toContain('modo=cuotas&cuotas=12.5&destino=BANCO');
    expect(href).not.toContain('monto=');
    expect(sellDraftOf(new URLSearchParams(href.split('?')[1]))).toMatchObject({
      mode: 'cuotas',
      units: 12.5,
    });
  });
});

describe('parseUnits', () => {
  it.each([
    ['12,5', 12.5],
    ['1.234,5678', 1234.5678],
    ['100', 100],
    ['0', null],
    ['1,23456', null],
    ['-3', null],
    ['abc', null],
    ['', null],
  ])('reads %s as %s', (text, value) => {
    expect(parseUnits(text)).toBe(value);
  });
});
