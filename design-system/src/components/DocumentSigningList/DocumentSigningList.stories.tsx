import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SampleCodeEntry } from '../private/sample-code-entry.tsx';
import { DocumentSigningList } from './DocumentSigningList.tsx';
import {
  companyAwaitingOther,
  companySigned,
  companyToSign,
  newVersion,
  personalDocuments,
  rejected,
  signedDigitally,
  signedOnPaper,
  toSign,
} from './sample-documents.ts';

const reasonRule = (reason: string) =>
  reason.trim().length < 10 ? 'Cuéntenos el motivo en al menos 10 caracteres.' : null;

const meta = {
  title: 'Componentes/DocumentSigningList',
  component: DocumentSigningList,
  parameters: { layout: 'padded' },
  args: {
    title: 'Documentos',
    documents: personalDocuments,
    onPreview: fn(),
    onSign: fn(),
    onReject: fn(),
    validateReason: reasonRule,
  },
} satisfies Meta<typeof DocumentSigningList>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const annex = 'Anexo al Contrato General de Fondos: nuevas series, versión 1';

/** A person's documents in every state; keyboard only: open the first to sign, declare and sign. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const states = [
      'Por firmar',
      'Nueva versión por firmar',
      'Rechazado',
      'Firmado físicamente',
      'Firmado digitalmente',
    ];
    const cards = canvas.getAllByRole('article');
    for (const [index, card] of cards.entries()) {
      await expect(card).toHaveTextContent(`Estado: ${states[index]}`);
    }
    canvas.getByRole('button', { name: `Firmar ${annex}` }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Firma de documento' });
    await expect(dialog).toHaveTextContent(`Va a firmar el documento ${annex}.`);
    const confirm = within(dialog).getByRole('button', { name: 'Firmar' });
    await expect(confirm).toBeDisabled();
    within(dialog)
      .getByRole('checkbox', { name: /Declaro haber leído/ })
      .focus();
    await userEvent.keyboard(' ');
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onSign).toHaveBeenCalledWith(toSign);
  },
};

/** Por firmar: its file, 'Firmar' and 'Rechazar'. */
export const ToSign: Story = { args: { documents: [toSign] } };

/** A new version of a document signed before: 'Nueva versión por firmar'. */
export const NewVersion: Story = {
  args: { documents: [newVersion] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent(
      'Versión 2 · Emitido el 18/11/2026',
    );
  },
};

/** Signed digitally: the file carries its signature page. */
export const SignedDigitally: Story = {
  args: { documents: [signedDigitally] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', {
        name: 'Descargar documento firmado Política de Privacidad y Tratamiento de Datos, versión 1',
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Firmar/ })).toBeNull();
  },
};

/** Signed on paper: only its file. */
export const SignedOnPaper: Story = { args: { documents: [signedOnPaper] } };

/** Rejected, with the reason given and when. */
export const Rejected: Story = {
  args: { documents: [rejected] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent('Motivo del rechazo');
    await expect(card).toHaveTextContent('Prefiero recibir los dividendos en mi cuenta corriente.');
    await expect(card).toHaveTextContent('Rechazado el 05/10/2026 16:20');
  },
};

/** A company's documents: to sign, waiting for a second attorney, and completed. */
export const Company: Story = {
  args: { documents: [companyToSign, companySigned] },
};

/** After the logged-in attorney's joint signature: it waits for another attorney. */
export const CompanyAwaitingOther: Story = {
  args: { documents: [companyAwaitingOther] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Espera la firma de otro apoderado')).toBeVisible();
    await expect(canvas.getByText('Firmó 1 apoderado.')).toBeVisible();
    const [first] = within(
      canvas.getByRole('list', { name: /^Apoderados que firman/ }),
    ).getAllByRole('listitem');
    await expect(first).toHaveTextContent('Usted');
    await expect(canvas.queryByRole('button', { name: /^Firmar/ })).toBeNull();
  },
};

/** The signing modal holding the second factor (controlled: it stays open while the caller signs). */
export const SignWithCode: Story = {
  args: {
    documents: [toSign],
    signingId: toSign.id,
    onSigningIdChange: fn(),
    signConfirmation: <SampleCodeEntry />,
  },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Firma de documento' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Declaro haber leído/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Código de verificación/ }), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Firmar' }));
    await expect(args.onSign).toHaveBeenCalledWith(toSign);
    await expect(body().getByRole('dialog', { name: 'Firma de documento' })).toBeVisible();
  },
};

/** A refused code: the caller's error in the modal, which keeps the code. */
export const SignWrongCode: Story = {
  args: {
    documents: [toSign],
    signingId: toSign.id,
    signConfirmation: <SampleCodeEntry defaultCode="654321" />,
    signError:
      'El código no es válido. Revise que sea el último que recibió o que muestra su aplicación e intente nuevamente.',
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Firma de documento' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('El código no es válido.');
  },
};

/** The signature got no answer: 'Reintentar' sends the same act again. */
export const SignRetry: Story = {
  args: {
    documents: [toSign],
    signingId: toSign.id,
    signConfirmation: <SampleCodeEntry defaultCode="123456" />,
    signError:
      'No fue posible completar la firma. Puede reintentar: si el documento alcanzó a firmarse, no se firmará dos veces.',
    canRetrySign: true,
  },
};

/** While the caller signs: 'Firmando...', nothing closes the modal. */
export const Signing: Story = {
  args: {
    documents: [toSign],
    signingId: toSign.id,
    isSigning: true,
    signConfirmation: <SampleCodeEntry defaultCode="123456" isDisabled />,
  },
};

/** The rejection modal: a reason too short is refused under the field before anything is sent. */
export const Reject: Story = {
  args: { documents: [newVersion] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Rechazar Política de Privacidad y Tratamiento de Datos, versión 2',
      }),
    );
    const dialog = within(await body().findByRole('dialog', { name: 'Rechazo de documento' }));
    const reason = dialog.getByRole('textbox', { name: /Motivo del rechazo/ });
    await userEvent.type(reason, 'No.');
    await userEvent.click(dialog.getByRole('button', { name: 'Rechazar documento' }));
    await expect(reason).toHaveAccessibleDescription(
      /Cuéntenos el motivo en al menos 10 caracteres\./,
    );
    await expect(reason).toHaveFocus();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** A rejection that failed: the error in the modal, which keeps the reason. */
export const RejectFailed: Story = {
  args: {
    documents: [newVersion],
    rejectingId: newVersion.id,
    rejectError: 'No pudimos registrar el rechazo. Por favor, reintente en unos instantes.',
  },
};

/** A profile that may consult but not sign (a company's supervisor): no 'Firmar', no 'Rechazar'. */
export const ReadOnly: Story = {
  args: { documents: [companyToSign], canSign: false, canReject: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Firmar/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Rechazar/ })).toBeNull();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LoadError: Story = {
  args: {
    errorMessage:
      'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
    onRetry: fn(),
  },
};

export const Empty: Story = { args: { documents: [] } };

export const LongSpanishText: Story = {
  args: {
    documents: [
      {
        ...toSign,
        id: '99',
        title:
          'Anexo de Actualización de las Condiciones Generales de Inversión en Fondos Mutuos Internacionales',
        description:
          'Este anexo actualiza las condiciones de rescate, los plazos de liquidación y las comisiones de las series de fondos internacionales que usted mantiene, de acuerdo con la normativa vigente.',
      },
      companyAwaitingOther,
    ],
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { documents: [toSign, rejected, companyAwaitingOther] },
};

/** The signing modal with the code entry on a phone. */
export const SignWithCodeMobile: Story = { ...SignWithCode, play: undefined, tags: ['mobile'] };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { documents: [toSign, rejected, companyAwaitingOther] },
};
