// How a current account's movement reads, from its kind and its operation's key: share orders,
// the investment line's draw, dividends and rebates say what they are (not "Depósito").
import { describe, expect, it } from 'vitest';
import { movementType } from './current-account.ts';

describe('movementType', () => {
  it('names the stock desk movements by their keys', () => {
    expect(movementType('cargo', 'stock:5000001:caja')).toBe('compraAcciones');
    expect(movementType('abono', 'stock:5000002:caja')).toBe('ventaAcciones');
    expect(movementType('abono', 'stock:5000003:linea')).toBe('giroLinea');
    expect(movementType('dividendo', 'div:7:COPEC:2026-05-04')).toBe('dividendoAcciones');
    expect(movementType('abono', 'rebate:12345678-5:2026-10')).toBe('devolucionComisiones');
    // The demo's purchases since 2024, each paid in by a transfer that day.
    expect(movementType('cargo', 'demo:100234-03:CLP:compra-acciones-CMPC')).toBe('compraAcciones');
    expect(movementType('abono', 'demo:100234-03:CLP:transferencia-CMPC')).toBe('transferencia');
  });

  it('keeps the other readings', () => {
    expect(movementType('abono', 'demo:100234-03:CLP:deposito')).toBe('deposito');
    expect(movementType('cargo', 'op:abc')).toBe('inversion');
    expect(movementType('abono', 'op:abc')).toBe('pagoRescate');
    expect(movementType('abono', 'bdp:1')).toBe('botonPago');
    expect(movementType('dividendo', 'demo:x')).toBe('otro');
  });
});
