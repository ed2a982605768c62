import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignedDocumentPanel } from './SignedDocumentPanel.tsx';

const general = { id: 'CGF', name: 'Contrato General de Fondos', signedOn: '20240312' };
const canal = { id: 'UCD', name: 'Contrato de Uso de Canal Digital', signedOn: '20240312' };
const base = { title: 'Su contrato ha sido firmado', documents: [general] };

describe('SignedDocumentPanel', () => {
  it("shows the title and the document 'con fecha' DD/MM/YYYY", () => {
    render(<SignedDocumentPanel {...base} onDownload={() => {}} />);
    expect(screen.getByRole('region', { name: 'Su contrato ha sido firmado' })).toBeInTheDocument();
    expect(screen.getByText(/con fecha/)).toHaveTextContent(
      'Contrato General de Fondos con fecha 12/03/2024',
    );
  });

  it("downloads from 'Descargar documento firmado' and blocks it while downloading", async () => {
    const onDownload = vi.fn();
    const { rerender } = render(<SignedDocumentPanel {...base} onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar documento firmado' }));
    expect(onDownload).toHaveBeenCalledExactlyOnceWith(general);
    rerender(<SignedDocumentPanel {...base} onDownload={onDownload} downloadingId="CGF" />);
    const pending = screen.getByRole('button', { name: /Descargando/ });
    await userEvent.click(pending);
    expect(onDownload).toHaveBeenCalledOnce();
  });

  it('several documents: one card names every one of them, each with the same download label', async () => {
    const onDownload = vi.fn();
    render(
      <SignedDocumentPanel
        title="Sus documentos han sido firmados"
        documents={[general, canal]}
        onDownload={onDownload}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Sus documentos han sido firmados' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Contrato General de Fondos con fecha 12/03/2024',
      'Contrato de Uso de Canal Digital con fecha 12/03/2024',
    ]);
    // One label for every download, told apart by the document's name.
    const buttons = within(panel).getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Descargar documento firmado Contrato General de Fondos',
      'Descargar documento firmado Contrato de Uso de Canal Digital',
    ]);
    await userEvent.click(
      within(panel).getByRole('button', {
        name: 'Descargar documento firmado Contrato de Uso de Canal Digital',
      }),
    );
    expect(onDownload).toHaveBeenCalledExactlyOnceWith(canal);
  });

  it('lists the optional links', () => {
    render(
      <SignedDocumentPanel
        {...base}
        onDownload={() => {}}
        links={[{ label: 'Ir a Mis Fondos', href: '/ffmm/misFondos' }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ir a Mis Fondos' })).toHaveAttribute(
      'href',
      '/ffmm/misFondos',
    );
  });
});
