import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { FileUpload } from './FileUpload.tsx';
import type { UploadedFile } from './prepare-file.ts';
import {
  cardPngBase64,
  fileFromBase64,
  fileWithHeader,
  onePixelPngBase64,
  pdfFile,
} from './sample-files.ts';

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;
const card = () => fileFromBase64(cardPngBase64, 'carnet.png', 'image/png');
const formats = 'Formatos permitidos: imagen PNG, JPG o GIF, o documento PDF (máximo 1.1MB).';

describe('FileUpload', () => {
  it('is a group named by its label, with a button that says what it does and what it accepts', () => {
    render(<FileUpload label="Cédula de identidad" isRequired />);
    expect(screen.getByRole('group', { name: 'Cédula de identidad' })).toBeInTheDocument();
    const select = screen.getByRole('button', {
      name: 'Seleccionar archivo Cédula de identidad',
    });
    expect(select).toHaveAccessibleDescription(`Campo obligatorio ${formats}`);
    expect(
      screen.getByRole('button', {
        name: 'Zona para soltar o pegar el archivo: Cédula de identidad',
      }),
    ).toBeInTheDocument();
  });

  it('opens the file picker from the keyboard and loads the chosen image', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <FileUpload label="Cédula de identidad" minImageSize={0} onChange={onChange} />,
    );
    const input = fileInput(container);
    const pickerOpened = vi.fn();
    input.addEventListener('click', pickerOpened);

    await userEvent.tab(); // the drop zone, where a file can be pasted
    await userEvent.tab();
    const select = screen.getByRole('button', { name: /^Seleccionar archivo/ });
    expect(select).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(pickerOpened).toHaveBeenCalledOnce();
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,application/pdf');

    await userEvent.upload(input, card());
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        base64: cardPngBase64,
        mediaType: 'image/png',
        name: 'carnet.png',
        size: 310,
      } satisfies UploadedFile),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Archivo cargado: carnet.png');
    expect(screen.getByText('carnet.png')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Cambiar archivo/ })).toBeInTheDocument();
  });

  it('toggles the preview and removes the image from the keyboard', async () => {
    const onChange = vi.fn();
    render(
      <FileUpload
        label="Cédula de identidad"
        defaultValue={{
          base64: onePixelPngBase64,
          mediaType: 'image/png',
          name: 'frente.png',
          size: 69,
        }}
        onChange={onChange}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Ver imagen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('img', { name: 'Vista previa de frente.png' })).toBeNull();

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAccessibleName('Ocultar imagen');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('img', { name: 'Vista previa de frente.png' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${onePixelPngBase64}`,
    );

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remover imagen' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('frente.png')).toBeNull();
    expect(screen.getByRole('button', { name: /^Seleccionar archivo/ })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Archivo removido');
  });

  it('reads the type from the bytes: a text file named .png is an invalid format and is cleared', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <FileUpload
        label="Cédula de identidad"
        defaultValue={{ base64: cardPngBase64, mediaType: 'image/png', name: 'a.png', size: 310 }}
        onChange={onChange}
      />,
    );
    const fake = new File(['esto no es una imagen'], 'foto.png', { type: 'image/png' });
    await userEvent.upload(fileInput(container), fake);
    const message =
      'El archivo no tiene un formato válido. Adjunte una imagen PNG, JPG o GIF, o un documento PDF.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('a.png')).toBeNull();
    expect(
      screen.getByRole('button', { name: /^Seleccionar archivo/ }),
    ).toHaveAccessibleDescription(`${formats} ${message}`);
  });

  it('refuses a PDF above 1.1 MB with the spec text, and one renamed to .jpg is still a PDF', async () => {
    const onChange = vi.fn();
    const { container } = render(<FileUpload label="Cartola" onChange={onChange} />);
    await userEvent.upload(fileInput(container), pdfFile(1_200_000));
    expect(
      await screen.findByText('El archivo PDF excede el máximo permitido (1.1MB).'),
    ).toBeVisible();

    const renamed = fileWithHeader('%PDF-1.7', 5000, 'escaneo.jpg', 'image/jpeg');
    await userEvent.upload(fileInput(container), renamed);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ mediaType: 'application/pdf', name: 'escaneo.jpg' }),
      ),
    );
    expect(screen.queryByText(/excede el máximo/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remover archivo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver imagen' })).toBeNull();
  });

  it('refuses an image below the minimum size', async () => {
    const { container } = render(<FileUpload label="Foto" minImageSize={1024} />);
    await userEvent.upload(
      fileInput(container),
      fileFromBase64(onePixelPngBase64, 'p.png', 'image/png'),
    );
    expect(
      await screen.findByText(
        'La imagen es demasiado pequeña (mínimo 1 KB). Adjunte una imagen de mejor calidad.',
      ),
    ).toBeVisible();
  });

  it('says only images are accepted when PDF is not, and offers only image types', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<FileUpload label="Foto" accept={['image']} />);
    expect(fileInput(container)).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif');
    await user.upload(fileInput(container), pdfFile());
    expect(
      await screen.findByText('El archivo no es una imagen. Adjunte una imagen PNG, JPG o GIF.'),
    ).toBeVisible();
  });

  it('compresses a large image, waiting and reporting not-ready meanwhile', async () => {
    let finish: (blob: Blob) => void = () => undefined;
    const compressImage = vi.fn(
      () =>
        new Promise<Blob>((resolve) => {
          finish = resolve;
        }),
    );
    const onPendingChange = vi.fn();
    const onChange = vi.fn();
    const { container } = render(
      <FileUpload
        label="Foto"
        minImageSize={0}
        maxImageSize={100}
        compressImage={compressImage}
        onPendingChange={onPendingChange}
        onChange={onChange}
      />,
    );
    const large = fileWithHeader([0xff, 0xd8, 0xff, 0xe0], 5000, 'grande.jpg', 'image/jpeg');
    await userEvent.upload(fileInput(container), large);

    expect(await screen.findByText('Comprimiendo la imagen, espere un momento...')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Comprimiendo la imagen');
    expect(onPendingChange).toHaveBeenLastCalledWith(true);
    expect(compressImage).toHaveBeenCalledWith(expect.any(File), { maxSizeMB: 100 / 1024 / 1024 });
    expect(screen.getByRole('button', { name: /^Seleccionar archivo/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(onChange).not.toHaveBeenCalled();

    await act(async () => finish(fileFromBase64(cardPngBase64, 'x.png', 'image/png')));
    await waitFor(() => expect(onPendingChange).toHaveBeenLastCalledWith(false));
    expect(onPendingChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith({
      base64: cardPngBase64,
      mediaType: 'image/png',
      name: 'grande.jpg',
      size: 310,
    });
    expect(screen.queryByText(/Comprimiendo/)).toBeNull();
  });

  it('releases the form when it unmounts while compressing', async () => {
    const onPendingChange = vi.fn();
    const { container, unmount } = render(
      <FileUpload
        label="Foto"
        minImageSize={0}
        maxImageSize={100}
        compressImage={() => new Promise<Blob>(() => undefined)}
        onPendingChange={onPendingChange}
      />,
    );
    await userEvent.upload(
      fileInput(container),
      fileWithHeader([0x47, 0x49, 0x46, 0x38], 500, 'a.gif', 'image/gif'),
    );
    await waitFor(() => expect(onPendingChange).toHaveBeenLastCalledWith(true));
    unmount();
    expect(onPendingChange).toHaveBeenLastCalledWith(false);
  });

  it('says Este campo es requerido when left without a file', async () => {
    render(
      <>
        <FileUpload label="Cédula de identidad" isRequired />
        <button type="button">Siguiente</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveFocus();
    expect(screen.getByText('Este campo es requerido')).toBeVisible();
  });

  it('posts the content and its media type with a native form', async () => {
    const { container } = render(
      <FileUpload
        label="Cédula"
        name="cedula"
        defaultValue={{ base64: 'JVBERi0=', mediaType: 'application/pdf', name: 'c.pdf', size: 5 }}
      />,
    );
    expect(container.querySelector('input[name="cedula"]')).toHaveValue('JVBERi0=');
    expect(container.querySelector('input[name="cedulaExt"]')).toHaveValue('application/pdf');
  });

  it('shows the file but offers neither picker nor removal when read-only', () => {
    render(
      <FileUpload
        label="Cédula"
        isReadOnly
        defaultValue={{
          base64: onePixelPngBase64,
          mediaType: 'image/png',
          name: 'f.png',
          size: 69,
        }}
      />,
    );
    expect(screen.getByText('f.png')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ver imagen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Seleccionar|Remover/ })).toBeNull();
  });

  it('works through react-hook-form: the form’s error shows and focus goes to the picker', async () => {
    function Form() {
      const { control, handleSubmit } = useForm<{ cedula: UploadedFile | null }>({
        defaultValues: { cedula: null },
      });
      return (
        <form onSubmit={handleSubmit(() => undefined)}>
          <Controller
            name="cedula"
            control={control}
            rules={{ required: 'Adjunte su cédula de identidad' }}
            render={(controller) => (
              <FileUpload label="Cédula" isRequired {...fieldControllerProps(controller)} />
            )}
          />
          <button type="submit">Enviar</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Adjunte su cédula de identidad')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Seleccionar archivo/ })).toHaveFocus();
  });
});
