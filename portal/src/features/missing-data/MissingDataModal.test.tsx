import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MissingDataModal } from './MissingDataModal.tsx';

describe('DATOS FALTANTES', () => {
  it('is not shown when nothing is missing that the client cannot complete', () => {
    render(<MissingDataModal missing={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('names her executive with how to reach them', () => {
    render(
      <MissingDataModal
        missing={{
          items: ['Teléfono celular'],
          contact: { tipo: 'ejecutivo', nombre: 'María José Pinto', email: 'mj.pinto@x.cl' },
        }}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'DATOS FALTANTES' });
    expect(dialog).toHaveTextContent('comuníquese con su Ejecutivo de Inversiones');
    expect(dialog).toHaveTextContent('Teléfono celular');
    expect(dialog).toHaveTextContent('Contacto: María José Pinto');
    expect(within(dialog).getByRole('link', { name: 'mj.pinto@x.cl' })).toHaveAttribute(
      'href',
      'mailto:mj.pinto@x.cl',
    );
  });

  it('without an executive, names the help desk with its phone and e-mail', () => {
    render(
      <MissingDataModal
        missing={{
          items: ['Correo electrónico'],
          contact: {
            tipo: 'mesaDeAyuda',
            nombre: 'Mesa de Ayuda',
            email: 'mesadeayuda@inversiones-demo.cl',
            telefono: '+56 2 2345 6789',
          },
        }}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'DATOS FALTANTES' });
    expect(dialog).toHaveTextContent('comuníquese con nuestra Mesa de Ayuda');
    expect(dialog).not.toHaveTextContent('Ejecutivo');
    expect(within(dialog).getByRole('link', { name: '+56 2 2345 6789' })).toHaveAttribute(
      'href',
      'tel:+56223456789',
    );
  });
});
