import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.ts';
import { OperationVoucher, type OperationVoucherProps } from './OperationVoucher.tsx';

const props: OperationVoucherProps = {
  title: 'Inversión ingresada',
  folio: '1000123',
  dateTime: '27/11/2026 12:00',
  amount: { label: 'Monto invertido', value: 250000, currency: 'CLP' },
  rows: [
    { id: 'fund', term: 'Fondo', value: 'Fondo Mutuo Renta Chile' },
    { id: 'series', term: 'Serie', value: 'A' },
  ],
  onDownload: () => undefined,
};

describe('OperationVoucher', () => {
  it('focuses its heading on arrival, so the result is read out', () => {
    render(<OperationVoucher {...props} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Inversión ingresada' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('is an article named by its title, with the folio, the date, the amount and the rows', () => {
    render(<OperationVoucher {...props} titleLevel={3} />);
    const voucher = screen.getByRole('article', { name: 'Inversión ingresada' });
    expect(within(voucher).getByRole('heading', { level: 3 })).toBeVisible();
    expect(within(voucher).getByText('Folio N° 1000123')).toBeVisible();
    expect(within(voucher).getByText(/27\/11\/2026 12:00/)).toHaveTextContent(
      'Fecha y hora: 27/11/2026 12:00',
    );
    expect(within(voucher).getByText('Monto invertido').nextElementSibling).toHaveTextContent(
      '$ 250.000',
    );
    expect(within(voucher).getByText('Fondo').nextElementSibling).toHaveTextContent(
      'Fondo Mutuo Renta Chile',
    );
  });

  it('downloads the PDF from a button that says so; pending and failed states are told', async () => {
    const onDownload = vi.fn();
    const { rerender } = render(
      <OperationVoucher {...props} focusOnMount={false} onDownload={onDownload} />,
    );
    const button = screen.getByRole('button', { name: 'Descargar comprobante (PDF)' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDownload).toHaveBeenCalledTimes(1);
    rerender(
      <OperationVoucher {...props} focusOnMount={false} onDownload={onDownload} isDownloading />,
    );
    expect(screen.getByRole('button', { name: /Descargando/ })).toBeInTheDocument();
    rerender(
      <OperationVoucher {...props} focusOnMount={false} onDownload={onDownload} downloadFailed />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No fue posible descargar el comprobante. Por favor, reintente en unos instantes.',
    );
  });

  it('leaves focus alone when asked, and offers its actions after the download', async () => {
    const onNew = vi.fn();
    render(
      <OperationVoucher
        {...props}
        focusOnMount={false}
        downloadLabel="Descargar comprobante de rescate (PDF)"
        actions={<Button onPress={onNew}>Nueva inversión</Button>}
      >
        <p>La inversión se procesa el día hábil siguiente.</p>
      </OperationVoucher>,
    );
    expect(screen.getByRole('heading', { name: 'Inversión ingresada' })).not.toHaveFocus();
    expect(screen.getByText('La inversión se procesa el día hábil siguiente.')).toBeVisible();
    await userEvent.tab();
    expect(
      screen.getByRole('button', { name: 'Descargar comprobante de rescate (PDF)' }),
    ).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Nueva inversión' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('shows a dollar amount with its decimals', () => {
    render(
      <OperationVoucher
        {...props}
        focusOnMount={false}
        amount={{ label: 'Monto invertido', value: 1234.56, currency: 'USD' }}
      />,
    );
    expect(screen.getByText('Monto invertido').nextElementSibling).toHaveTextContent(
      'US$ 1.234,56',
    );
  });
});
