import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkDownloadBar } from './BulkDownloadBar.tsx';

const tooMany =
  'Puede descargar hasta 10 documentos a la vez. Quite algunos de la selección para continuar.';

describe('BulkDownloadBar', () => {
  it('says how many are selected and downloads them from the keyboard', async () => {
    const onDownload = vi.fn();
    render(<BulkDownloadBar selectedCount={3} onDownload={onDownload} />);
    expect(screen.getByRole('status')).toHaveTextContent('3 seleccionados');
    await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleName('Descargar seleccionados');
    await userEvent.keyboard('{Enter}');
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('uses the singular for one item', () => {
    render(<BulkDownloadBar selectedCount={1} onDownload={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 seleccionado');
  });

  it('disables the download with nothing selected and explains the limit', async () => {
    const onDownload = vi.fn();
    render(<BulkDownloadBar selectedCount={0} onDownload={onDownload} />);
    const button = screen.getByRole('button', { name: 'Descargar seleccionados' });
    expect(button).toBeDisabled();
    expect(
      screen.getByText(
        'Seleccione hasta 10 documentos para descargarlos juntos en un archivo ZIP.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(button);
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('beyond 10 disables the download and shows the too-many message in a live region', () => {
    const { rerender } = render(<BulkDownloadBar selectedCount={10} onDownload={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Descargar seleccionados' })).toBeEnabled();
    expect(screen.queryByText(tooMany)).toBeNull();

    rerender(<BulkDownloadBar selectedCount={11} onDownload={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Descargar seleccionados' })).toBeDisabled();
    const message = screen.getByText(tooMany);
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Advertencia' })).toBeInTheDocument();
  });

  it('honours another limit', () => {
    render(<BulkDownloadBar selectedCount={6} max={5} onDownload={vi.fn()} />);
    expect(
      screen.getByText(
        'Puede descargar hasta 5 documentos a la vez. Quite algunos de la selección para continuar.',
      ),
    ).toBeInTheDocument();
  });

  it('shows Descargando... while pending and ignores presses', async () => {
    const onDownload = vi.fn();
    render(<BulkDownloadBar selectedCount={4} onDownload={onDownload} isPending />);
    const button = screen.getByRole('button', { name: /Descargando\.\.\./ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('clears the selection and announces a failure', async () => {
    const onClearSelection = vi.fn();
    const { rerender } = render(
      <BulkDownloadBar
        selectedCount={2}
        onDownload={vi.fn()}
        onClearSelection={onClearSelection}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quitar selección' }));
    expect(onClearSelection).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <BulkDownloadBar
        selectedCount={2}
        onDownload={vi.fn()}
        errorMessage="No fue posible preparar el archivo ZIP. Intente nuevamente."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No fue posible preparar el archivo ZIP. Intente nuevamente.',
    );
    expect(screen.queryByRole('button', { name: 'Quitar selección' })).toBeNull();
  });
});
