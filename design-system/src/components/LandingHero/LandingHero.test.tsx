import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.ts';
import { withFirstName } from './first-name-title.tsx';
import { LandingHero } from './LandingHero.tsx';

const background = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>';

describe('withFirstName', () => {
  it('puts the lower-cased name where {nombre} is', () => {
    render(<h1>{withFirstName('Hola {nombre}, bienvenida', 'VALENTINA', 'name')}</h1>);
    expect(screen.getByRole('heading')).toHaveTextContent('Hola valentina, bienvenida');
  });

  it('leaves no gap before punctuation when there is no name', () => {
    expect(withFirstName('Hola {nombre}, bienvenida', undefined, 'name')).toBe('Hola, bienvenida');
    expect(withFirstName('¡Bienvenida {nombre}!', '  ', 'name')).toBe('¡Bienvenida!');
    expect(withFirstName('Bienvenida a su portal', 'Ana', 'name')).toBe('Bienvenida a su portal');
  });
});

describe('LandingHero', () => {
  it('titles the landing with the name at the chosen level, over a decorative picture', () => {
    const { container } = render(
      <LandingHero
        title="Hola {nombre}, le damos la bienvenida"
        firstName="VALENTINA"
        subtitle="Complete sus datos para comenzar a invertir."
        backgroundSrc={background}
        titleLevel={1}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Hola valentina, le damos la bienvenida');
    expect(screen.getByText('Complete sus datos para comenzar a invertir.')).toBeInTheDocument();
    // The picture is decorative: empty alt, so it is not in the accessibility tree.
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('defaults to a level-2 title and offers its controls to the keyboard', async () => {
    const onContinue = vi.fn();
    render(
      <LandingHero title="Bienvenida" controls={<Button onPress={onContinue}>Continuar</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Bienvenida' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
