import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert.tsx';
import { toAlertTone } from './priority.ts';

describe('toAlertTone', () => {
  it('maps tone names and the spec numbers; unknown is info', () => {
    expect(toAlertTone('warning')).toBe('warning');
    expect(toAlertTone('SUCCESS')).toBe('success');
    expect(toAlertTone(1)).toBe('info');
    expect(toAlertTone(2)).toBe('warning');
    expect(toAlertTone('3')).toBe('error');
    expect(toAlertTone(7)).toBe('info');
    expect(toAlertTone('critical')).toBe('info');
    expect(toAlertTone(undefined)).toBe('info');
  });
});

describe('Alert', () => {
  it('names its tone with the icon, not colour alone', () => {
    render(
      <Alert priority={3} title="Error">
        Intente más tarde.
      </Alert>,
    );
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('Intente más tarde.')).toBeInTheDocument();
  });

  it('is announced when live: alert for errors, status for success', () => {
    const { rerender } = render(
      <Alert priority="error" isLive>
        Falló
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Falló');
    rerender(
      <Alert priority="success" isLive>
        Listo
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Listo');
  });

  it('sanitises its HTML', () => {
    const { container } = render(
      <Alert
        html={'<p>Hola</p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>'}
      />,
    );
    expect(screen.getByText('Hola')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });

  it('expands hidden fields from the keyboard', async () => {
    render(<Alert hiddenFields="Código 123">Texto</Alert>);
    const button = screen.getByRole('button', { name: 'Ver detalle' });
    expect(screen.getByText('Código 123')).not.toBeVisible();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Código 123')).toBeVisible();
  });

  it('offers Cerrar aviso only when dismissible', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Alert>Texto</Alert>);
    expect(screen.queryByRole('button', { name: 'Cerrar aviso' })).toBeNull();
    rerender(<Alert onDismiss={onDismiss}>Texto</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('centres its message only when asked (centeredMessage)', () => {
    const { rerender } = render(<Alert title="Aviso">Texto</Alert>);
    const banner = () => screen.getByText('Texto').closest('[data-tone]');
    expect(banner()).not.toHaveAttribute('data-centered');
    rerender(
      <Alert title="Aviso" centered>
        Texto
      </Alert>,
    );
    expect(banner()).toHaveAttribute('data-centered', 'true');
  });
});
