import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardPngBase64, fileFromBase64 } from '../components/FileUpload/sample-files.ts';
import { ExampleForm } from './ExampleForm.tsx';

const meta = {
  title: 'Composiciones/Formulario de ejemplo',
  component: ExampleForm,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'Un formulario realista hecho solo con los campos del sistema de diseño, react-hook-form y',
          'zod: cada campo se conecta con `<Controller render={(c) => <Campo {...fieldControllerProps(c)} />} />`,',
          'sin código de pegamento. El envío espera mientras se comprime una imagen (`onPendingChange`).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element that has focus now (the keyboard is the only way this story moves it). */
const focused = () => document.activeElement as HTMLElement;

/** Opens the focused select from the keyboard, types the start of an option, picks it. */
async function chooseFromKeyboard(typed: string, option: RegExp) {
  await waitFor(() => expect(focused()).not.toHaveTextContent('Cargando...'));
  await userEvent.keyboard('{Enter}');
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.keyboard(typed);
  await waitFor(() => expect(within(listbox).getByRole('option', { name: option })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
}

/** Presses Tab until `target` has focus (at most 8 times: a few date segments, then it). */
async function tabTo(target: HTMLElement) {
  for (let step = 0; step < 8 && focused() !== target; step += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

export const Vacio: Story = {};

/** At 375 px every field takes the whole row. */
export const Movil: Story = { tags: ['mobile'] };

/** Sending it empty: every required field says so, and focus goes to the first one. */
export const Errores: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Nombre completo' })).toHaveFocus(),
    );
    await expect(canvas.getAllByText('Este campo es requerido').length).toBeGreaterThan(4);
  },
};

/** Keyboard only: fill every field, attach the document, accept and send. */
export const CompletadoConTeclado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.tab();
    await expect(focused()).toHaveAccessibleName('Nombre completo');
    await userEvent.keyboard('Camila Rojas Valenzuela');
    await userEvent.tab();
    await expect(focused()).toHaveAccessibleName('RUT');
    await userEvent.keyboard('123456785');
    await userEvent.tab();
    // The first date segment: day, month and year typed in a row.
    await userEvent.keyboard('15031985');
    // Past the calendar button and the country code (+56 already chosen) to the number.
    await tabTo(canvas.getByRole('textbox', { name: 'Número' }));
    await userEvent.keyboard('987654321');

    // Address: tab to the country, then each level as it loads.
    await tabTo(canvas.getByRole('button', { name: /País/ }));
    await chooseFromKeyboard('CL', /^CL - Chile/);
    await userEvent.tab();
    await chooseFromKeyboard('Metro', /Metropolitana de Santiago/);
    await userEvent.tab();
    await chooseFromKeyboard('Santiago', /^Santiago/);
    await userEvent.tab();
    await chooseFromKeyboard('Las Condes', /^Las Condes/);

    await userEvent.tab();
    await chooseFromKeyboard('Banco de Chile', /^Banco de Chile/);
    await userEvent.tab();
    await expect(focused()).toHaveAccessibleName('Número de cuenta');
    await userEvent.keyboard('00123456789');

    // The document: the drop zone, then the picker button; Enter opens the file dialog.
    await userEvent.tab();
    await userEvent.tab();
    await expect(focused()).toHaveAccessibleName(/^Seleccionar archivo/);
    await userEvent.keyboard('{Enter}');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, fileFromBase64(cardPngBase64, 'cedula-frente.png', 'image/png'));
    await expect(await canvas.findByText('cedula-frente.png')).toBeVisible();

    // Past the new "Cambiar archivo", "Ver imagen" and "Remover imagen" buttons to the declaration.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(focused()).toHaveAccessibleName(/^Declaro que la información/);
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(focused()).toHaveAccessibleName('Enviar solicitud');
    await userEvent.keyboard('{Enter}');

    const alert = await canvas.findByText('Solicitud enviada');
    await expect(alert).toBeVisible();
    const summary = within(alert.closest('[data-tone]') as HTMLElement);
    for (const text of [
      'Camila Rojas Valenzuela',
      '12.345.678-5',
      '15/03/1985',
      '+56 987654321',
      'Las Condes, Chile',
      'Banco de Chile',
      '00123456789',
      'cedula-frente.png (image/png)',
    ]) {
      await expect(summary.getByText(text)).toBeVisible();
    }
  },
};
