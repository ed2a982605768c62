import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContractList } from './ContractList.tsx';
import { contractGroupsSample, signedContractGroupsSample } from './sample-contracts.ts';

// Several clicks each re-render every group (and React Aria's press handling): slow under a loaded CI.
vi.setConfig({ testTimeout: 20_000 });

const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
const conditions = () => screen.getByRole('checkbox', { name: /He leído y acepto/ });

describe('ContractList', () => {
  it('shows one checkbox group per document group, only documents flagged display', () => {
    render(<ContractList groups={contractGroupsSample} onDownload={() => {}} />);
    expect(screen.getByRole('group', { name: 'Contratos generales' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mandatos y declaraciones' })).toBeInTheDocument();
    expect(screen.queryByText('Anexo interno de control')).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Contratos generales' })).getAllByRole('checkbox'),
    ).toHaveLength(2);
  });

  it('a mandatory document is an enabled, required tick (not a disabled-looking one)', () => {
    render(<ContractList groups={contractGroupsSample} onDownload={() => {}} />);
    const mandatory = checkbox('Contrato General de Fondos');
    expect(mandatory).toBeEnabled();
    expect(mandatory).toBeRequired();
    expect(mandatory.closest('label')).toHaveAttribute('data-required');
    expect(mandatory.closest('label')).not.toHaveAttribute('data-disabled');
    // An optional document is not required.
    expect(checkbox('Mandato de Liquidación')).not.toBeRequired();
  });

  it('ticks mandatory and selected documents at first; a mandatory one cannot be unticked', async () => {
    const onChange = vi.fn();
    render(
      <ContractList groups={contractGroupsSample} onDownload={() => {}} onChange={onChange} />,
    );
    const mandatory = checkbox('Contrato General de Fondos');
    expect(mandatory).toBeChecked();
    expect(mandatory).toHaveAccessibleDescription('Documento obligatorio: no se puede desmarcar.');
    expect(checkbox('Mandato de Liquidación')).toBeChecked();
    expect(checkbox('Contrato de Administración de Cartera')).not.toBeChecked();
    await userEvent.click(mandatory);
    expect(mandatory).toBeChecked();
    await userEvent.click(checkbox('Mandato de Liquidación'));
    expect(checkbox('Mandato de Liquidación')).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['CGF', 'FATCA']);
  });

  it("enables 'Firmar' only after the conditions are accepted and signs the ticked documents", async () => {
    const onSign = vi.fn();
    render(<ContractList groups={contractGroupsSample} onDownload={() => {}} onSign={onSign} />);
    const sign = screen.getByRole('button', { name: 'Firmar' });
    expect(sign).toBeDisabled();
    expect(sign).toHaveAccessibleDescription('Para habilitar la firma, acepte las condiciones.');
    await userEvent.click(conditions());
    expect(sign).toBeEnabled();
    await userEvent.click(checkbox('Contrato de Administración de Cartera'));
    await userEvent.click(sign);
    expect(onSign).toHaveBeenCalledOnce();
    expect(onSign.mock.calls[0]![0].map((doc: { id: string }) => doc.id)).toEqual([
      'CGF',
      'CAC',
      'MLT',
      'FATCA',
    ]);
    // Each click on the conditions flips it: unticked again, signing is disabled again.
    await userEvent.click(conditions());
    expect(sign).toBeDisabled();
  });

  it('does not sign twice while signing', async () => {
    const onSign = vi.fn();
    render(
      <ContractList
        groups={contractGroupsSample}
        onDownload={() => {}}
        onSign={onSign}
        isSigning
      />,
    );
    expect(conditions()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Firmando/ }));
    expect(onSign).not.toHaveBeenCalled();
  });

  it('downloads a document from its named link and shows its description in the + overlay', async () => {
    const onDownload = vi.fn();
    render(<ContractList groups={contractGroupsSample} onDownload={onDownload} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Descargar Declaración FATCA y CRS' }),
    );
    expect(onDownload).toHaveBeenCalledWith(contractGroupsSample[1]!.documents[1]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Ver descripción de Declaración FATCA y CRS' }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('residencia tributaria');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('read-only: name, signed flag in words, authorisation date and download, no checkboxes', () => {
    render(
      <ContractList mode="readOnly" groups={signedContractGroupsSample} onDownload={() => {}} />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    const items = within(screen.getByRole('region', { name: 'Contratos generales' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Contrato General de Fondos');
    expect(items[0]).toHaveTextContent('Firmado');
    expect(items[0]).toHaveTextContent('Fecha de autorización: 12/03/2024');
    expect(items[1]).toHaveTextContent('No firmado');
    expect(
      within(items[1]!).getByRole('button', {
        name: 'Descargar Contrato de Administración de Cartera',
      }),
    ).toBeInTheDocument();
  });

  it("says 'No posee documentos.' when no document is displayed", () => {
    render(<ContractList groups={[]} onDownload={() => {}} onSign={() => {}} />);
    expect(screen.getByText('No posee documentos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Firmar' })).toBeNull();
  });
});
