import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignedDocumentPanel } from './SignedDocumentPanel.tsx';

const base = {
  title: 'Su contrato ha sido firmado',
  documentName: 'Contrato General de Fondos',
  signedOn: '20240312',
};

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
    expect(onDownload).toHaveBeenCalledOnce();
    rerender(<SignedDocumentPanel {...base} onDownload={onDownload} isDownloading />);
    const pending = screen.getByRole('button', { name: /Descargando/ });
    await userEvent.click(pending);
    expect(onDownload).toHaveBeenCalledOnce();
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
