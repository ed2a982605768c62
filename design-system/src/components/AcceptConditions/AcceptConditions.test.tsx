import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { AcceptConditions } from './AcceptConditions.tsx';
import { allConditionsAccepted, type ConditionItem } from '../private/conditions.ts';

const items: ConditionItem[] = [
  {
    key: 'contrato',
    value: 'Acepto el <b>Contrato de Administración de Cartera</b><script>alert(1)</script>',
    mandatory: true,
    url: 'https://example.cl/contrato.pdf',
    description: 'Regula la relación entre usted y la administradora.',
  },
  { key: 'reglamento', value: 'He leído el Reglamento Interno del fondo' },
];

const renderGroup = (props: Partial<Parameters<typeof AcceptConditions>[0]> = {}) =>
  render(
    <>
      <AcceptConditions label="Condiciones del servicio" items={items} {...props} />
      <button type="button">Firmar</button>
    </>,
  );

describe('AcceptConditions', () => {
  it('is a required group of checkboxes named by their sanitised labels', () => {
    renderGroup();
    expect(screen.getByRole('group', { name: 'Condiciones del servicio' })).toBeInTheDocument();
    const contract = screen.getByRole('checkbox', {
      name: 'Acepto el Contrato de Administración de Cartera Obligatorio',
    });
    expect(contract).toHaveAccessibleDescription(
      'Regula la relación entre usted y la administradora.',
    );
    expect(document.querySelector('script')).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: 'He leído el Reglamento Interno del fondo' }),
    ).not.toBeChecked();
  });

  it('links each document in a new tab, described by its condition', () => {
    renderGroup();
    const link = screen.getByRole('link', {
      name: 'Ver documento (se abre en una nueva pestaña)',
    });
    expect(link).toHaveAttribute('href', 'https://example.cl/contrato.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleDescription('Acepto el Contrato de Administración de Cartera');
  });

  it('keeps a mandatory condition ticked once ticked, from the keyboard', async () => {
    const onChange = vi.fn();
    renderGroup({ onChange });
    await userEvent.tab();
    const contract = screen.getByRole('checkbox', { name: /Contrato de Administración/ });
    expect(contract).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(contract).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['contrato']);
    expect(contract).toHaveAccessibleDescription(
      'Regula la relación entre usted y la administradora. Aceptado. Esta condición obligatoria no se puede desmarcar.',
    );
    await userEvent.keyboard(' ');
    expect(contract).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('lets a condition that is not mandatory be unticked', async () => {
    renderGroup();
    const rules = screen.getByRole('checkbox', { name: /Reglamento Interno/ });
    rules.focus();
    await userEvent.keyboard(' ');
    expect(rules).toBeChecked();
    await userEvent.keyboard(' ');
    expect(rules).not.toBeChecked();
  });

  it('asks for every condition once the user leaves the group with some unticked', async () => {
    renderGroup();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.queryByText('Debe aceptar todas las condiciones para continuar.')).toBeNull();
    await userEvent.tab(); // the document link
    await userEvent.tab(); // the second condition
    await userEvent.tab(); // out of the group
    expect(screen.getByRole('button', { name: 'Firmar' })).toHaveFocus();
    const rules = screen.getByRole('checkbox', { name: /Reglamento Interno/ });
    expect(rules).toHaveAccessibleDescription('Debe aceptar todas las condiciones para continuar.');

    rules.focus();
    await userEvent.keyboard(' ');
    expect(screen.queryByText('Debe aceptar todas las condiciones para continuar.')).toBeNull();
    expect(rules).not.toHaveAttribute('aria-invalid');
  });

  it('says Este campo es requerido when left with nothing ticked', async () => {
    renderGroup();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByText('Este campo es requerido')).toBeVisible();
  });

  it('works controlled and with a native form name', async () => {
    const onChange = vi.fn();
    const { container } = renderGroup({ name: 'condiciones', value: ['reglamento'], onChange });
    expect(screen.getByRole('checkbox', { name: /Reglamento Interno/ })).toBeChecked();
    expect(container.querySelectorAll('input[name="condiciones"]')).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox', { name: /Contrato/ }));
    expect(onChange).toHaveBeenLastCalledWith(['reglamento', 'contrato']);
  });

  it('works through react-hook-form and focuses the first condition on a failed submit', async () => {
    const onValid = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ condiciones: string[] }>({
        defaultValues: { condiciones: [] },
      });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Controller
            name="condiciones"
            control={control}
            rules={{
              validate: (keys) =>
                allConditionsAccepted(items, keys) || 'Debe aceptar todas las condiciones',
            }}
            render={(controller) => (
              <AcceptConditions
                label="Condiciones"
                items={items}
                {...fieldControllerProps(controller)}
              />
            )}
          />
          <button type="submit">Firmar</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Firmar' }));
    expect(await screen.findByText('Debe aceptar todas las condiciones')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Contrato/ })).toHaveFocus();

    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('checkbox', { name: /Reglamento/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Firmar' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ condiciones: ['contrato', 'reglamento'] });
  });
});
