import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('with a title is a region named by its heading', () => {
    render(<Card title="Saldo disponible">$1.234.567</Card>);
    const region = screen.getByRole('region', { name: 'Saldo disponible' });
    expect(region.tagName).toBe('SECTION');
    const heading = within(region).getByRole('heading', { level: 2, name: 'Saldo disponible' });
    expect(region).toHaveAttribute('aria-labelledby', heading.id);
    expect(region).toHaveTextContent('$1.234.567');
  });

  it('puts the title at the requested level of the outline', () => {
    render(
      <Card title="Últimos movimientos" titleLevel={3}>
        Sin movimientos este mes.
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Últimos movimientos' })).toBeVisible();
  });

  it('without a title is a plain group, not a landmark', () => {
    render(<Card data-testid="card">Su perfil está al día.</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByTestId('card').tagName).toBe('DIV');
  });

  it('can be an article named by its title', () => {
    render(
      <Card as="article" title="Cartola de marzo">
        Disponible desde el 05/04/2025.
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Cartola de marzo' })).toBeInTheDocument();
  });

  it('shows its footer after the content', () => {
    render(
      <Card title="Fondo Moderado" footer={<a href="/fondos/moderado">Ver detalle</a>}>
        Rentabilidad anual: +4,2 %
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Fondo Moderado' });
    const link = within(region).getByRole('link', { name: 'Ver detalle' });
    expect(region.lastElementChild).toContainElement(link);
  });

  it('gives two titled cards different heading ids', () => {
    render(
      <>
        <Card title="Cuenta corriente">$250.000</Card>
        <Card title="Cuenta de inversión">$1.234.567</Card>
      </>,
    );
    const [first, second] = screen.getAllByRole('region');
    expect(first!.getAttribute('aria-labelledby')).not.toBe(
      second!.getAttribute('aria-labelledby'),
    );
  });
});
