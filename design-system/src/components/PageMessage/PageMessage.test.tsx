import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMessage } from './PageMessage.tsx';

describe('PageMessage', () => {
  it('is the page main landmark by default, holding its message', () => {
    render(
      <PageMessage>
        <p role="status">Cargando...</p>
      </PageMessage>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('status'));
  });

  it('can sit inside a page that already has a main landmark', () => {
    render(
      <main>
        <PageMessage as="div">
          <p>Sin resultados</p>
        </PageMessage>
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByText('Sin resultados').parentElement?.tagName).toBe('DIV');
  });
});
