import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { Form } from './Form.tsx';

describe('Form', () => {
  it('is named by its title and described by its description', () => {
    render(
      <Form title="Ingreso de clientes" titleLevel={1} description="Ingrese con su RUT.">
        <TextField label="RUT" />
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Ingreso de clientes' });
    expect(form).toHaveAccessibleDescription('Ingrese con su RUT.');
    expect(screen.getByRole('heading', { level: 1, name: 'Ingreso de clientes' })).toBeVisible();
  });

  it('submits from the keyboard and lets the screen decide on validity (aria behaviour)', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form aria-label="Contacto" onSubmit={onSubmit}>
        <TextField label="Nombre" isRequired />
        <Button type="submit">Guardar</Button>
      </Form>,
    );
    await userEvent.tab();
    await userEvent.keyboard('Camila');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('form', { name: 'Contacto' })).toBeInTheDocument();
  });

  it('shows server errors on the named fields', () => {
    render(
      <Form aria-label="Ingreso" validationErrors={{ rut: 'El RUT no está registrado.' }}>
        <TextField label="RUT" name="rut" rule={null} />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'RUT Opcional' })).toHaveAccessibleDescription(
      'El RUT no está registrado.',
    );
  });
});
