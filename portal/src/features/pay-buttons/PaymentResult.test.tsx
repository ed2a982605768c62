import type { payButtons } from '@inversiones/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentResult } from './PaymentResult.tsx';

const base: payButtons.Transaction = {
  id: '700001',
  payButtonId: 3,
  bankName: 'Banco Austral',
  amount: { amount: 500_000, currency: 'CLP' },
  statusId: 5,
  responseCode: 1,
  createdAt: '2026-11-27T13:20:00.000Z',
  updatedAt: '2026-11-27T13:21:00.000Z',
  accountId: '100234-03',
  purpose: { kind: 'abono' },
  creditFolio: '1000123',
  investmentFolio: null,
  investmentError: null,
  canCancel: false,
};

const show = (change: Partial<payButtons.Transaction>) =>
  render(<PaymentResult transaction={{ ...base, ...change }} />);

describe('a payment result', () => {
  it('says what was credited where, and offers to invest it', () => {
    show({});
    expect(screen.getByRole('status')).toHaveTextContent(
      'Pago aprobado: $ 500.000 abonados en su Cuenta Corriente N° 100234-03.',
    );
    expect(screen.getByRole('link', { name: 'Invertir el saldo abonado' })).toHaveAttribute(
      'href',
      '/ffmm/invertir?formaPago=saldoCcm',
    );
  });

  it('links the voucher of the investment it paid, or says why it was not made', () => {
    const { unmount } = show({ investmentFolio: '1000124' });
    expect(screen.getByRole('link', { name: 'Ver comprobante de la inversión' })).toHaveAttribute(
      'href',
      '/ffmm/invertir/comprobante/1000124',
    );
    unmount();
    show({ investmentError: 'El fondo no admite inversiones hoy.' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'El abono quedó en su Cuenta Corriente, pero la inversión no se realizó: El fondo no admite inversiones hoy.',
    );
  });

  it('tells a rejection from a time-out, both as alerts', () => {
    const { unmount } = show({ statusId: 7, responseCode: 8 });
    expect(screen.getByRole('alert')).toHaveTextContent('Banco Austral no aprobó el pago.');
    unmount();
    show({ statusId: 7, responseCode: 3 });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El pago en Banco Austral expiró sin completarse.',
    );
  });

  it('says a pending payment waits for the bank, and a cancelled one is annulled', () => {
    const { unmount } = show({ statusId: 1, responseCode: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Su banco aún no confirma el pago.');
    unmount();
    show({ statusId: 8, responseCode: null });
    expect(screen.getByRole('status')).toHaveTextContent('La transacción quedó anulada.');
  });
});
