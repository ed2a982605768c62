import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedDocumentsSample } from './sample-documents.ts';
import { SignedDocumentsList } from './SignedDocumentsList.tsx';

describe('SignedDocumentsList', () => {
  it('shows each document with its signed mark in words, name and date DD/MM/YYYY', () => {
    render(<SignedDocumentsList documents={signedDocumentsSample} onDownload={() => {}} />);
    const items = within(screen.getByRole('region', { name: 'Documentos firmados' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Firmado');
    expect(items[0]).toHaveTextContent('Contrato General de Fondos');
    expect(items[0]).toHaveTextContent('Fecha de firma: 12/03/2024');
    expect(items[2]).toHaveTextContent('Pendiente de firma');
  });

  it('offers the download only for signed documents and reports which one', async () => {
    const onDownload = vi.fn();
    render(<SignedDocumentsList documents={signedDocumentsSample} onDownload={onDownload} />);
    expect(screen.getAllByRole('button', { name: /^Descargar Documento/ })).toHaveLength(2);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Descargar Documento Mandato de Liquidación y Transferencia (MLT)',
      }),
    );
    expect(onDownload).toHaveBeenCalledWith(signedDocumentsSample[1]);
  });

  it("reads 'Descargando...' while its document downloads and cannot be pressed again", async () => {
    const onDownload = vi.fn();
    render(
      <SignedDocumentsList
        documents={signedDocumentsSample}
        onDownload={onDownload}
        downloadingId="contrato-general-fondos"
      />,
    );
    const button = screen.getByRole('button', {
      name: 'Descargando... Contrato General de Fondos',
    });
    expect(button).toHaveTextContent('Descargando...');
    await userEvent.click(button);
    expect(onDownload).not.toHaveBeenCalled();
  });

  it("says 'No posee documentos.' when empty", () => {
    render(<SignedDocumentsList documents={[]} onDownload={() => {}} />);
    expect(screen.getByText('No posee documentos.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces the loading and uses a visible title as the list name', () => {
    render(
      <SignedDocumentsList documents={[]} onDownload={() => {}} isLoading title="Mis contratos" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.getByRole('region', { name: 'Mis contratos' })).toBeInTheDocument();
    expect(screen.queryByText('No posee documentos.')).toBeNull();
  });
});
