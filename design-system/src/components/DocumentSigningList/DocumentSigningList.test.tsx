import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SampleCodeEntry } from '../private/sample-code-entry.tsx';
import { DocumentSigningList, type DocumentSigningListProps } from './DocumentSigningList.tsx';
import {
  companyAwaitingOther,
  companySigned,
  companyToSign,
  newVersion,
  personalDocuments,
  toSign,
} from './sample-documents.ts';
import type { SigningDocument } from './signing-document.ts';

// Modals and their focus moves in jsdom: slower than the default 5 s under load.
vi.setConfig({ testTimeout: 20_000 });

const annex = 'Anexo al Contrato General de Fondos: nuevas series, versión 1';
const privacy2 = 'Política de Privacidad y Tratamiento de Datos, versión 2';
const tooShort = 'Cuéntenos el motivo en al menos 10 caracteres.';
const reasonRule = (reason: string) => (reason.trim().length < 10 ? tooShort : null);

function renderList(props: Partial<DocumentSigningListProps> = {}) {
  const handlers = { onPreview: vi.fn(), onSign: vi.fn(), onReject: vi.fn() };
  render(
    <DocumentSigningList
      title="Documentos"
      documents={personalDocuments}
      validateReason={reasonRule}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const card = (title: RegExp) => within(screen.getByRole('article', { name: title }));
const dialog = (name: string) => within(screen.getByRole('dialog', { name }));

describe('DocumentSigningList', () => {
  it('shows each document with its version, issue date, description and state in words', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 2, name: 'Documentos' })).toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    expect(
      articles.map((article) => within(article).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(personalDocuments.map((document) => document.title));
    const first = card(/^Anexo/);
    expect(articles[0]).toHaveTextContent('Versión 1 · Emitido el 20/11/2026');
    expect(first.getByText('Emitido el 20/11/2026')).toHaveAttribute('datetime', '2026-11-20');
    expect(first.getByText(/^Incorpora al Contrato General/)).toBeInTheDocument();
    expect(articles[0]).toHaveTextContent('Estado: Por firmar');
    expect(articles[1]).toHaveTextContent('Estado: Nueva versión por firmar');
    expect(articles[2]).toHaveTextContent('Estado: Rechazado');
    expect(articles[2]).toHaveTextContent(
      'Motivo del rechazoPrefiero recibir los dividendos en mi cuenta corriente.Rechazado el 05/10/2026 16:20',
    );
    expect(articles[3]).toHaveTextContent('Estado: Firmado físicamente');
    expect(articles[4]).toHaveTextContent('Estado: Firmado digitalmente');
  });

  it('names each action with its document and version; a signed file reads as such', async () => {
    const { onPreview } = renderList();
    const actions = (index: number) =>
      within(screen.getAllByRole('article')[index]!)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(actions(0)).toEqual([`Ver documento ${annex}`, `Firmar ${annex}`, `Rechazar ${annex}`]);
    expect(actions(1)).toEqual([
      `Ver documento ${privacy2}`,
      `Firmar ${privacy2}`,
      `Rechazar ${privacy2}`,
    ]);
    expect(actions(2)).toEqual([
      'Ver documento Mandato de Inversión Automática de Dividendos, versión 1',
    ]);
    expect(actions(4)).toEqual([
      'Descargar documento firmado Política de Privacidad y Tratamiento de Datos, versión 1',
    ]);
    await userEvent.click(screen.getByRole('button', { name: `Ver documento ${annex}` }));
    expect(onPreview).toHaveBeenCalledWith(toSign);
  });

  it('shows the document opening while its file loads', () => {
    renderList({ previewingId: toSign.id });
    expect(
      card(/^Anexo/).getByRole('button', { name: `Ver documento ${annex}` }),
    ).toHaveTextContent('Abriendo...');
  });

  it('signs after the declaration; a controlled modal stays open and asks again when reopened', async () => {
    function Controlled({ onSign }: { onSign: (document: SigningDocument) => void }) {
      const [open, setOpen] = useState<string | null>(null);
      return (
        <DocumentSigningList
          documents={personalDocuments}
          onPreview={vi.fn()}
          onReject={vi.fn()}
          onSign={onSign}
          signingId={open}
          onSigningIdChange={setOpen}
          signConfirmation={<SampleCodeEntry />}
        />
      );
    }
    const onSign = vi.fn();
    render(<Controlled onSign={onSign} />);
    await userEvent.click(screen.getByRole('button', { name: `Firmar ${annex}` }));
    const modal = dialog('Firma de documento');
    expect(modal.getByText(`Va a firmar el documento ${annex}.`)).toBeInTheDocument();
    const confirm = modal.getByRole('button', { name: 'Firmar' });
    expect(confirm).toBeDisabled();
    await userEvent.click(modal.getByRole('checkbox', { name: /Declaro haber leído/ }));
    await userEvent.click(confirm);
    expect(onSign).toHaveBeenCalledWith(toSign);
    expect(screen.getByRole('dialog', { name: 'Firma de documento' })).toBeInTheDocument();

    await userEvent.click(modal.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Firmar ${annex}` })).toHaveFocus(),
    );
    await userEvent.click(screen.getByRole('button', { name: `Firmar ${privacy2}` }));
    expect(
      dialog('Firma de documento').getByRole('checkbox', { name: /Declaro haber leído/ }),
    ).not.toBeChecked();
  });

  it("shows the caller's error and 'Reintentar' in the modal, and nothing closes it while signing", () => {
    const { rerender } = render(
      <DocumentSigningList
        documents={[toSign]}
        onPreview={vi.fn()}
        onReject={vi.fn()}
        onSign={vi.fn()}
        signingId={toSign.id}
        signError="No fue posible completar la firma."
        canRetrySign
      />,
    );
    const modal = dialog('Firma de documento');
    expect(modal.getByRole('alert')).toHaveTextContent('No fue posible completar la firma.');
    expect(modal.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    rerender(
      <DocumentSigningList
        documents={[toSign]}
        onPreview={vi.fn()}
        onReject={vi.fn()}
        onSign={vi.fn()}
        signingId={toSign.id}
        isSigning
      />,
    );
    expect(modal.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(modal.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });

  it('refuses a reason its rule refuses, under the field, before anything is sent', async () => {
    const { onReject } = renderList({ documents: [newVersion] });
    await userEvent.click(screen.getByRole('button', { name: `Rechazar ${privacy2}` }));
    const modal = dialog('Rechazo de documento');
    expect(
      modal.getByText(/^Va a rechazar el documento Política de Privacidad/),
    ).toBeInTheDocument();
    const reason = modal.getByRole('textbox', { name: /Motivo del rechazo/ });
    await userEvent.type(reason, 'No.');
    await userEvent.click(modal.getByRole('button', { name: 'Rechazar documento' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(tooShort));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(onReject).not.toHaveBeenCalled();

    await userEvent.type(reason, ' Prefiero el plazo anterior.');
    expect(reason).not.toHaveAttribute('aria-invalid');
    await userEvent.click(modal.getByRole('button', { name: 'Rechazar documento' }));
    expect(onReject).toHaveBeenCalledWith(newVersion, 'No. Prefiero el plazo anterior.');
  });

  it("keeps the reason with the caller's error while the rejection modal is open", async () => {
    function Controlled() {
      const [open, setOpen] = useState<string | null>(null);
      const [error, setError] = useState<string>();
      return (
        <DocumentSigningList
          documents={[newVersion]}
          onPreview={vi.fn()}
          onSign={vi.fn()}
          rejectingId={open}
          onRejectingIdChange={setOpen}
          onReject={() => setError('No pudimos registrar el rechazo.')}
          rejectError={error}
          validateReason={reasonRule}
        />
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: `Rechazar ${privacy2}` }));
    const modal = dialog('Rechazo de documento');
    await userEvent.type(
      modal.getByRole('textbox', { name: /Motivo del rechazo/ }),
      'No acepto el plazo de conservación.',
    );
    await userEvent.click(modal.getByRole('button', { name: 'Rechazar documento' }));
    expect(modal.getByRole('alert')).toHaveTextContent('No pudimos registrar el rechazo.');
    expect(modal.getByRole('textbox', { name: /Motivo del rechazo/ })).toHaveValue(
      'No acepto el plazo de conservación.',
    );
    await userEvent.click(modal.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: `Rechazar ${privacy2}` }));
    expect(
      dialog('Rechazo de documento').getByRole('textbox', { name: /Motivo del rechazo/ }),
    ).toHaveValue('');
  });

  it("lists a company's attorneys with their power and who signed, and what is still missing", () => {
    renderList({ documents: [companyToSign, companySigned] });
    const waiting = card(/operaciones a plazo/);
    const attorneys = waiting.getByRole('list', {
      name: 'Apoderados que firman Anexo al Contrato General de Fondos: operaciones a plazo, versión 1',
    });
    expect(attorneys).toHaveAccessibleDescription('Aún no firma ningún apoderado.');
    expect(within(attorneys).getAllByRole('listitem')[1]).toHaveTextContent(
      'Patricia Elena Lagos Vidal10.987.654-2 · Poder conjuntoPendiente de firma',
    );
    expect(
      waiting.getByText(
        'Firma un apoderado con poder individual, o dos apoderados con poder conjunto.',
      ),
    ).toBeInTheDocument();
    expect(waiting.queryByText('Espera la firma de otro apoderado')).toBeNull();
    const signed = card(/Registro de Poderes/);
    expect(signed.getByRole('listitem')).toHaveTextContent(
      'Rodrigo Ignacio Soto Muñoz15.432.198-5 · Poder individualFirmadoFirmó el 12/11/2026 09:15',
    );
  });

  it('says a company document waits for another attorney once one signed with a joint power', () => {
    renderList({ documents: [companyAwaitingOther] });
    const waiting = card(/operaciones a plazo/);
    expect(waiting.getByText('Espera la firma de otro apoderado')).toBeInTheDocument();
    expect(waiting.getByText(/^Falta la firma de otro apoderado: Patricia/)).toBeInTheDocument();
    expect(waiting.getByText('Firmó 1 apoderado.')).toBeInTheDocument();
    expect(waiting.queryByRole('button', { name: /^Firmar/ })).toBeNull();
    expect(
      waiting.getByRole('button', { name: /^Descargar documento firmado Anexo/ }),
    ).toBeInTheDocument();
  });

  it('offers neither signing nor rejecting where the list may not', () => {
    renderList({ canSign: false, canReject: false });
    expect(screen.queryByRole('button', { name: /^Firmar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rechazar/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Ver documento/ })).toHaveLength(4);
  });

  it('rejects without signing: a client without a second factor may still reject', () => {
    renderList({ canSign: false });
    expect(screen.queryByRole('button', { name: /^Firmar/ })).toBeNull();
    expect(screen.getByRole('button', { name: `Rechazar ${annex}` })).toBeInTheDocument();
  });

  it('moves the focus to the document when the modal closes and its button is gone', async () => {
    function AfterSigning() {
      const [open, setOpen] = useState<string | null>(null);
      const [documents, setDocuments] = useState<SigningDocument[]>([toSign, newVersion]);
      return (
        <DocumentSigningList
          documents={documents}
          onPreview={vi.fn()}
          onReject={vi.fn()}
          signingId={open}
          onSigningIdChange={setOpen}
          onSign={(signed) => {
            setDocuments((all) =>
              all.map((d) =>
                d.id === signed.id ? { ...d, state: 'signedDigitally', canSign: false } : d,
              ),
            );
            setOpen(null);
          }}
        />
      );
    }
    render(<AfterSigning />);
    await userEvent.click(screen.getByRole('button', { name: `Firmar ${annex}` }));
    const modal = dialog('Firma de documento');
    await userEvent.click(modal.getByRole('checkbox', { name: /Declaro haber leído/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Firmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        screen.getByRole('heading', {
          name: 'Anexo al Contrato General de Fondos: nuevas series',
        }),
      ).toHaveFocus(),
    );
  });

  it('announces loading, says when there is nothing, and offers Reintentar after a failure', async () => {
    const { rerender } = render(
      <DocumentSigningList
        documents={[]}
        isLoading
        onPreview={vi.fn()}
        onSign={vi.fn()}
        onReject={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando documentos...');
    expect(screen.getByRole('region', { name: 'Documentos por firmar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rerender(
      <DocumentSigningList
        documents={[]}
        onPreview={vi.fn()}
        onSign={vi.fn()}
        onReject={vi.fn()}
      />,
    );
    expect(screen.getByText('No tiene documentos por firmar ni firmados.')).toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(
      <DocumentSigningList
        documents={[]}
        errorMessage="No fue posible acceder a la información solicitada."
        onRetry={onRetry}
        onPreview={vi.fn()}
        onSign={vi.fn()}
        onReject={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar los documentos');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
