import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box.tsx';

describe('Box', () => {
  it('is a div by default', () => {
    render(<Box data-testid="box">Contenido</Box>);
    expect(screen.getByTestId('box').tagName).toBe('DIV');
  });

  it('renders the requested element, so landmarks keep their meaning', () => {
    render(
      <Box as="nav" aria-label="Menú principal">
        <Box as="section" aria-label="Resumen">
          Saldo
        </Box>
      </Box>,
    );
    expect(screen.getByRole('navigation', { name: 'Menú principal' }).tagName).toBe('NAV');
    expect(screen.getByRole('region', { name: 'Resumen' }).tagName).toBe('SECTION');
  });

  it('keeps layout props, responsive ones included, off the DOM', () => {
    render(
      <Box
        data-testid="box"
        display="flex"
        padding={{ mobile: 'sm', tablet: 'md', desktop: 'lg' }}
        gap="sm"
        background="raised"
      >
        Contenido
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box).toHaveTextContent('Contenido');
    for (const attribute of ['display', 'padding', 'gap', 'background']) {
      expect(box).not.toHaveAttribute(attribute);
    }
  });

  it('passes id, aria-* and other attributes through', () => {
    render(
      <Box id="resumen" aria-live="polite" title="Resumen" paddingY="xs">
        Actualizado
      </Box>,
    );
    const box = screen.getByText('Actualizado');
    expect(box).toHaveAttribute('id', 'resumen');
    expect(box).toHaveAttribute('aria-live', 'polite');
    expect(box).toHaveAttribute('title', 'Resumen');
  });

  it('keeps a bullet-less ul a list with its items', () => {
    render(
      <Box as="ul" aria-label="Fondos">
        <Box as="li">Fondo Conservador</Box>
        <Box as="li">Fondo Moderado</Box>
      </Box>,
    );
    const list = screen.getByRole('list', { name: 'Fondos' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
