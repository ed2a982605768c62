import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as s from './FieldGrid.css.ts';
import { FieldGrid, FieldGridItem } from './FieldGrid.tsx';

describe('FieldGrid', () => {
  it('keeps the fields in order and gives a full-span item the whole row', () => {
    const { container } = render(
      <FieldGrid>
        <FieldGridItem>Nombres</FieldGridItem>
        <FieldGridItem>Apellido paterno</FieldGridItem>
        <FieldGridItem span="full">Dirección</FieldGridItem>
      </FieldGrid>,
    );
    const grid = container.firstElementChild!;
    expect(grid).toHaveClass(s.root);
    expect([...grid.children].map((cell) => cell.textContent)).toEqual([
      'Nombres',
      'Apellido paterno',
      'Dirección',
    ]);
    expect(screen.getByText('Nombres')).toHaveClass(s.item);
    expect(screen.getByText('Nombres')).not.toHaveClass(s.full);
    expect(screen.getByText('Dirección')).toHaveClass(s.item, s.full);
  });
});
