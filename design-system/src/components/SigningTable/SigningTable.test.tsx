import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DataTableColumn } from '../DataTable/index.ts';
import { SampleCodeEntry } from '../private/sample-code-entry.tsx';
import { orderComments, ordersToSign, signedOrders } from './sample-orders.ts';
import type { OrderComment, SignConsent, SigningOrder } from './signing-order.ts';
import { SigningTable, type SigningTableProps } from './SigningTable.tsx';

// Each interaction re-renders the table and its card list (both in jsdom): slower than the default 5 s under load.
vi.setConfig({ testTimeout: 20_000 });

function renderTable(props: Partial<SigningTableProps> = {}) {
  const handlers = {
    onPreview: vi.fn(),
    onSign: vi.fn(),
    onPeriodChange: vi.fn(),
    onStatusChange: vi.fn(),
  };
  render(<SigningTable orders={ordersToSign} {...handlers} {...props} />);
  return handlers;
}

const table = (name = 'Por firmar') => within(screen.getByRole('table', { name }));
const select = (folio: string) =>
  userEvent.click(table().getByRole('checkbox', { name: `Seleccionar orden ${folio}` }));
const signDialog = () => within(screen.getByRole('dialog', { name: 'Firma de órdenes' }));

describe('SigningTable', () => {
  it('has the three tabs; the to-sign list has no date filter, the others do', async () => {
    const { onStatusChange } = renderTable();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Por firmar',
      'Firmadas',
      'Vencidas',
    ]);
    expect(screen.queryByRole('button', { name: 'Buscar' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Firmadas' }));
    expect(onStatusChange).toHaveBeenCalledWith('signed');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    // Signed orders cannot be selected for signing again.
    expect(table('Firmadas').queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Firmar' })).toBeNull();
  });

  it('shows folio, date DD/MM/YYYY, instrument with the out-of-profile mark and CLP/USD amounts', () => {
    renderTable();
    expect(
      table()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Folio', 'Fecha', 'Instrumento', 'Monto', 'Acciones']);
    const row = table().getByRole('row', { name: /100241/ });
    expect(row).toHaveTextContent('18/03/2024');
    expect(row).toHaveTextContent('Fuera de su perfil');
    expect(row).toHaveTextContent('US$ 12.345,67');
    expect(table().getByRole('row', { name: /100234/ })).toHaveTextContent('$ 125.000.000');
  });

  it('signs the selected orders only after the read-and-understood declaration', async () => {
    const { onSign } = renderTable();
    const sign = screen.getByRole('button', { name: 'Firmar' });
    expect(sign).toBeDisabled();
    await select('100234');
    await select('100263');
    expect(screen.getByText('2 órdenes seleccionadas')).toBeInTheDocument();
    await userEvent.click(sign);
    const confirm = signDialog().getByRole('button', { name: 'Firmar' });
    expect(signDialog().queryByRole('checkbox', { name: /Acepto la responsabilidad/ })).toBeNull();
    expect(confirm).toBeDisabled();
    await userEvent.click(signDialog().getByRole('checkbox', { name: /Declaro haber leído/ }));
    await userEvent.click(confirm);
    expect(onSign).toHaveBeenCalledWith([ordersToSign[0], ordersToSign[3]], {
      acceptsProfileMismatch: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks to accept the responsibility when an order does not match the investor profile', async () => {
    const { onSign } = renderTable();
    await select('100241');
    await userEvent.click(screen.getByRole('button', { name: 'Firmar' }));
    expect(signDialog().getByText(/no corresponden a su perfil/)).toBeInTheDocument();
    const confirm = signDialog().getByRole('button', { name: 'Firmar' });
    await userEvent.click(signDialog().getByRole('checkbox', { name: /Declaro haber leído/ }));
    expect(confirm).toBeDisabled();
    await userEvent.click(
      signDialog().getByRole('checkbox', { name: /Acepto la responsabilidad/ }),
    );
    await userEvent.click(confirm);
    expect(onSign).toHaveBeenCalledWith([ordersToSign[1]], { acceptsProfileMismatch: true });
  });

  it('searches a period of at least 15 days and refuses a shorter one', async () => {
    const onPeriodChange = vi.fn();
    const { unmount } = render(
      <SigningTable
        orders={signedOrders}
        defaultStatus="signed"
        period={{ from: '20240320', to: '20240331' }}
        onPeriodChange={onPeriodChange}
        onPreview={() => {}}
        onSign={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText(
        'El período debe ser de al menos 15 días. Amplíe el rango de fechas.',
      ),
    ).toBeInTheDocument();
    expect(onPeriodChange).not.toHaveBeenCalled();
    unmount();
    render(
      <SigningTable
        orders={signedOrders}
        defaultStatus="signed"
        period={{ from: '20240301', to: '20240331' }}
        onPeriodChange={onPeriodChange}
        onPreview={() => {}}
        onSign={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onPeriodChange).toHaveBeenCalledWith({ from: '20240301', to: '20240331' });
  });

  it('previews a row PDF and shows and adds comments of an order', async () => {
    const onOpenComments = vi.fn();
    const onAddComment = vi.fn();
    const { onPreview } = renderTable({
      onOpenComments,
      onAddComment,
      comments: orderComments,
    });
    await userEvent.click(table().getByRole('button', { name: 'Ver PDF de la orden 100257' }));
    expect(onPreview).toHaveBeenCalledWith(ordersToSign[2]);
    await userEvent.click(table().getByRole('button', { name: 'Comentarios de la orden 100257' }));
    expect(onOpenComments).toHaveBeenCalledWith(ordersToSign[2]);
    const dialog = within(screen.getByRole('dialog', { name: 'Comentarios de la orden 100257' }));
    expect(dialog.getByText('Confirmo el monto y la fecha de vencimiento.')).toBeInTheDocument();
    expect(dialog.getByText(/18\/03\/2024 12:05/)).toBeInTheDocument();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Nuevo comentario/ }),
      'Favor confirmar tipo de cambio.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Agregar comentario' }));
    expect(onAddComment).toHaveBeenCalledWith(ordersToSign[2], 'Favor confirmar tipo de cambio.');
  });

  it('shows a load error with Reintentar instead of the table', async () => {
    const onRetry = vi.fn();
    renderTable({ errorMessage: 'No fue posible acceder a la información solicitada.', onRetry });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar las órdenes');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes its own columns before the actions', () => {
    const columns: DataTableColumn<SigningOrder>[] = [
      { id: 'folio', header: 'N° de folio', value: (o) => o.folio, isRowHeader: true },
      { id: 'doc', header: 'Tipo de documento', value: (o) => o.documentType ?? '' },
    ];
    renderTable({ columns });
    expect(
      table()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['N° de folio', 'Tipo de documento', 'Acciones']);
    expect(table().getByRole('row', { name: /100263/ })).toHaveTextContent('OSIM');
  });

  it('keeps the modal open while the caller signs with its code entry, and shows its error', async () => {
    const user = userEvent.setup();
    const attempts: { orders: SigningOrder[]; consent: SignConsent }[] = [];
    // The caller's side: the first code is refused, the second signs and closes the modal.
    function Caller() {
      const [open, setOpen] = useState(false);
      const [signing, setSigning] = useState(false);
      const [error, setError] = useState<string>();
      return (
        <SigningTable
          orders={ordersToSign}
          onPreview={() => {}}
          isSignDialogOpen={open}
          onSignDialogOpenChange={setOpen}
          signConfirmation={<SampleCodeEntry />}
          signError={error}
          isSigning={signing}
          onSign={(orders, consent) => {
            attempts.push({ orders, consent });
            setSigning(true);
            setError(undefined);
            setTimeout(() => {
              setSigning(false);
              if (attempts.length === 1) setError('El código no es válido.');
              else setOpen(false);
            }, 10);
          }}
        />
      );
    }
    render(<Caller />);
    await user.click(table().getByRole('checkbox', { name: 'Seleccionar orden 100241' }));
    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    await user.click(signDialog().getByRole('checkbox', { name: /Declaro haber leído/ }));
    await user.click(signDialog().getByRole('checkbox', { name: /Acepto la responsabilidad/ }));
    await user.type(
      signDialog().getByRole('textbox', { name: /Código de verificación/ }),
      '111111',
    );
    await user.click(signDialog().getByRole('button', { name: 'Firmar' }));
    expect(attempts[0]).toEqual({
      orders: [ordersToSign[1]],
      consent: { acceptsProfileMismatch: true },
    });
    expect(await signDialog().findByRole('alert')).toHaveTextContent('El código no es válido.');
    // Still open, with what was ticked and typed.
    expect(signDialog().getByRole('checkbox', { name: /Declaro haber leído/ })).toBeChecked();
    expect(signDialog().getByRole('checkbox', { name: /Acepto la responsabilidad/ })).toBeChecked();
    const code = signDialog().getByRole('textbox', { name: /Código de verificación/ });
    expect(code).toHaveValue('111111');
    await user.clear(code);
    await user.type(code, '222222');
    await user.click(signDialog().getByRole('button', { name: 'Firmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(attempts).toHaveLength(2);
    // A new opening asks for the declaration again.
    await user.click(screen.getByRole('button', { name: 'Firmar' }));
    expect(signDialog().getByRole('checkbox', { name: /Declaro haber leído/ })).not.toBeChecked();
  });

  it('cannot be closed while signing, and offers Reintentar after a call with no answer', () => {
    const { unmount } = render(
      <SigningTable
        orders={ordersToSign}
        defaultSelected={['100234']}
        onPreview={() => {}}
        onSign={() => {}}
        isSignDialogOpen
        isSigning
      />,
    );
    expect(signDialog().getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(signDialog().queryByRole('button', { name: 'Cerrar' })).toBeNull();
    expect(signDialog().getByText('Firmando...')).toBeInTheDocument();
    unmount();
    render(
      <SigningTable
        orders={ordersToSign}
        defaultSelected={['100234']}
        onPreview={() => {}}
        onSign={() => {}}
        isSignDialogOpen
        signError="No fue posible acceder a la información solicitada."
        canRetrySign
      />,
    );
    expect(signDialog().getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(signDialog().getByText('Va a firmar 1 orden:')).toBeInTheDocument();
  });

  it("marks an order due today, shows its description and the caller's row actions", () => {
    renderTable({
      orders: [{ ...ordersToSign[0]!, dueToday: true, description: 'Compra USD 130.000' }],
      rowActions: (order) => <button type="button">{`Liquidación ${order.folio}`}</button>,
    });
    const row = table().getByRole('row', { name: /100234/ });
    expect(row).toHaveTextContent('Vence hoy');
    expect(row).toHaveTextContent('Compra USD 130.000');
    expect(within(row).getByRole('button', { name: 'Liquidación 100234' })).toBeInTheDocument();
  });

  it('shows why comments failed and keeps the typed comment until it is added', async () => {
    const user = userEvent.setup();
    function Caller() {
      const [comments, setComments] = useState<OrderComment[]>([]);
      const [adding, setAdding] = useState(false);
      const [error, setError] = useState<string>();
      return (
        <SigningTable
          orders={ordersToSign}
          onPreview={() => {}}
          onSign={() => {}}
          onOpenComments={() => {}}
          comments={comments}
          commentsError={error}
          isAddingComment={adding}
          onAddComment={(_order, text) => {
            setAdding(true);
            setTimeout(() => {
              setAdding(false);
              if (!error) setError('No fue posible guardar su comentario.');
              else {
                setError(undefined);
                setComments([{ id: '1', comment: text, commentDateTime: '2024-03-18T10:42:00' }]);
              }
            }, 10);
          }}
        />
      );
    }
    render(<Caller />);
    await user.click(table().getByRole('button', { name: 'Comentarios de la orden 100234' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Comentarios de la orden 100234' }));
    const field = dialog.getByRole('textbox', { name: /^Nuevo comentario/ });
    await user.type(field, 'Confirmo.');
    await user.click(dialog.getByRole('button', { name: 'Agregar comentario' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('No fue posible guardar');
    expect(dialog.queryByText('Esta orden no tiene comentarios.')).toBeNull();
    expect(field).toHaveValue('Confirmo.');
    await user.click(dialog.getByRole('button', { name: 'Agregar comentario' }));
    expect(await dialog.findByText('Confirmo.', { selector: 'span' })).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('only shows the to-sign list to a profile that cannot sign', () => {
    renderTable({ canSign: false });
    expect(table().getByRole('row', { name: /100234/ })).toBeInTheDocument();
    expect(table().queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Firmar' })).toBeNull();
  });
});
