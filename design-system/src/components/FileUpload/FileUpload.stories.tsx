import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './FileUpload.tsx';
import {
  cardPngBase64,
  fileFromBase64,
  fileWithHeader,
  onePixelPngBase64,
  pdfFile,
} from './sample-files.ts';

const cardFile = () => fileFromBase64(cardPngBase64, 'cedula-frente.png', 'image/png');
const loadedCard = {
  base64: cardPngBase64,
  mediaType: 'image/png',
  name: 'cedula-frente.png',
  size: 310,
} as const;
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Shows the preview and waits until the image is decoded, so the screenshot has it. */
async function openPreview(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Ver imagen' }));
  const image = canvas.getByRole<HTMLImageElement>('img', {
    name: 'Vista previa de cedula-frente.png',
  });
  await image.decode();
  await expect(image).toBeVisible();
}

const meta = {
  title: 'Componentes/FileUpload',
  component: FileUpload,
  parameters: {
    docs: {
      description: {
        component: [
          'Carga de una imagen (PNG, JPG, GIF) o un PDF: un botón real (`FileTrigger`) dentro de una',
          'zona donde también se puede soltar o pegar (Ctrl+V) el archivo. Teclado: Tab hasta el botón y Enter.',
          '',
          '**Tipo**: se lee de los primeros bytes del archivo (firma), no de su nombre ni extensión.',
          '**Tamaños**: imagen bajo `minImageSize` (10 KB) da error; sobre `maxImageSize` (1 MB) se',
          'comprime en el navegador con `browser-image-compression` (cargado solo al necesitarlo);',
          'mientras tanto `onPendingChange(true)`, para que el formulario bloquee su envío. PDF sobre',
          '1.1 MB: `El archivo PDF excede el máximo permitido (1.1MB).` Ante un error el archivo se borra.',
          '',
          '**Valor**: `{ base64, mediaType, name, size } | null`; `fileAnswer(clave, valor)` da lo que',
          'guarda el wizard (`clave` y `claveExt`).',
          '',
          'Con react-hook-form: `<Controller render={(c) => <FileUpload label="Cédula" {...fieldControllerProps(c)} />} />`.',
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'Cédula de identidad (frente)',
    isRequired: true,
    // The stories use tiny generated files: a 100-byte minimum instead of the default 10 KB.
    minImageSize: 100,
    // Never the real library in a story: an instant, deterministic stand-in.
    compressImage: async (): Promise<Blob> => cardFile(),
    onChange: fn(),
    onPendingChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <FileUpload {...args} />
    </div>
  ),
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: /^Seleccionar archivo/ }),
    ).toHaveFocus();
  },
};

/** Keyboard only: Tab to the button, pick a file, open the preview. */
export const ImageLoaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.upload(fileInput(canvasElement), cardFile());
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(loadedCard));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Archivo cargado: cedula-frente.png',
    );
    await openPreview(canvasElement);
  },
};

/** Keyboard only: focus the drop zone and paste a copied file (Ctrl+V). */
export const PastedFile: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const zone = within(canvasElement).getByRole('button', {
      name: /^Zona para soltar o pegar el archivo/,
    });
    await expect(zone).toHaveFocus();
    // A script cannot fill the real clipboard with a file: the event carries what the OS would.
    const file = cardFile();
    const paste = new ClipboardEvent('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(paste, 'clipboardData', {
      value: {
        types: ['Files'],
        items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
        getData: () => '',
      },
    });
    zone.dispatchEvent(paste);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(loadedCard));
  },
};

export const PreviewHidden: Story = { args: { defaultValue: loadedCard } };

export const PdfLoaded: Story = {
  args: {
    label: 'Cartola bancaria',
    defaultValue: {
      base64: 'JVBERi0xLjQK',
      mediaType: 'application/pdf',
      name: 'cartola-octubre.pdf',
      size: 184_320,
    },
  },
};

/** An image above the maximum is compressed; the field waits and reports not-ready. */
export const Compressing: Story = {
  args: { maxImageSize: 200, compressImage: () => new Promise<Blob>(() => undefined) },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), cardFile());
    await expect(
      await within(canvasElement).findByText('Comprimiendo la imagen, espere un momento...'),
    ).toBeVisible();
    await expect(args.onPendingChange).toHaveBeenLastCalledWith(true);
  },
};

/** The compressed result replaces the large original. */
export const Compressed: Story = {
  args: { maxImageSize: 200 },
  play: async ({ canvasElement, args }) => {
    const large = fileWithHeader([0xff, 0xd8, 0xff, 0xe0], 4096, 'foto-grande.jpg', 'image/jpeg');
    await userEvent.upload(fileInput(canvasElement), large);
    await waitFor(() => expect(args.onPendingChange).toHaveBeenLastCalledWith(false));
    await expect(
      within(canvasElement).getByText('Imagen, 310 bytes', { exact: false }),
    ).toBeVisible();
  },
};

/** A text file renamed to .png: the bytes say it is not an image. */
export const InvalidFormat: Story = {
  play: async ({ canvasElement }) => {
    const fake = new File(['esto no es una imagen'], 'foto.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), fake);
    await expect(
      await within(canvasElement).findByText(
        'El archivo no tiene un formato válido. Adjunte una imagen PNG, JPG o GIF, o un documento PDF.',
      ),
    ).toBeVisible();
  },
};

export const PdfTooLarge: Story = {
  args: { label: 'Cartola bancaria' },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdfFile(1_200_000, 'cartola.pdf'));
    await expect(
      await within(canvasElement).findByText('El archivo PDF excede el máximo permitido (1.1MB).'),
    ).toBeVisible();
  },
};

export const ImageTooSmall: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      fileFromBase64(onePixelPngBase64, 'miniatura.png', 'image/png'),
    );
    await expect(
      await within(canvasElement).findByText(
        'La imagen es demasiado pequeña (mínimo 100 bytes). Adjunte una imagen de mejor calidad.',
      ),
    ).toBeVisible();
  },
};

/** Left without a file after a visit: the spec's required message. */
export const RequiredError: Story = {
  render: (args) => (
    <div style={{ maxWidth: 480, display: 'grid', gap: 16 }}>
      <FileUpload {...args} />
      <button type="button">Siguiente</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: { isInvalid: true, errorMessage: 'Adjunte el frente de su cédula de identidad' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: loadedCard } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: loadedCard },
  play: async ({ canvasElement }) => openPreview(canvasElement),
};

export const Optional: Story = {
  args: { label: 'Comprobante de domicilio', isRequired: false, accept: ['pdf'] },
};

export const ImagesOnly: Story = { args: { label: 'Fotografía', accept: ['image'] } };

/** labelStrong, labelSmall, tooltip, sanitised help and a description. */
export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Paso 2:',
    labelSmall: 'Fotografía o escaneo legible, sin reflejos',
    tooltip: 'La pide la Comisión para el Mercado Financiero para verificar su identidad.',
    help: 'Vea <a href="https://www.registrocivil.cl">cómo obtener una copia</a>.<script>alert(1)</script>',
    description: 'Las imágenes sobre 1 MB se comprimen automáticamente.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Certificado de residencia o comprobante de domicilio emitido durante los últimos tres meses',
    description:
      'Puede ser una boleta de servicios básicos, un certificado de la junta de vecinos o un contrato de arriendo.',
    defaultValue: {
      ...loadedCard,
      name: 'comprobante-de-domicilio-boleta-de-electricidad-octubre.png',
    },
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { defaultValue: loadedCard },
  play: async ({ canvasElement }) => openPreview(canvasElement),
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { isInvalid: true, errorMessage: 'Este campo es requerido' },
};
