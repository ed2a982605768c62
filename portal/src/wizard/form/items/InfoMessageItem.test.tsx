import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderItems } from './render-items.test-helper.tsx';

describe('info-message item', () => {
  it('shows an informational note with its title and sanitised text', async () => {
    const { container } = renderItems([
      {
        element: 'info-message',
        label: 'Horario de operaciones',
        html: '<p>Los rescates solicitados <strong>después de las 14:00</strong> se procesan el día hábil siguiente.</p><a href="javascript:alert(1)">ver</a>',
      },
    ]);
    expect(await screen.findByText('Horario de operaciones')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Información' })).toBeInTheDocument();
    expect(await screen.findByText('después de las 14:00')).toBeInTheDocument();
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });

  it('shows a note made only of a label as its message', async () => {
    renderItems([{ type: 'info-message', label: 'Sus datos se guardan al continuar.' }]);
    expect(await screen.findByText('Sus datos se guardan al continuar.')).toBeInTheDocument();
  });
});
