import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.ts';
import { CampaignHero } from './CampaignHero.tsx';

const picture = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>';

describe('CampaignHero', () => {
  it('shows the picture with its alt text, the title and the text', () => {
    render(
      <CampaignHero
        imageSrc={picture}
        imageAlt="Gráfico de un ahorro que crece mes a mes"
        title={'Invierta desde $\u00a05.000'}
        titleLevel={3}
      >
        Con el Fondo Mutuo Renta Chile Serie A puede comenzar con montos pequeños.
      </CampaignHero>,
    );
    expect(
      screen.getByRole('img', { name: 'Gráfico de un ahorro que crece mes a mes' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Invierta desde $\u00a05.000' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/puede comenzar con montos pequeños/)).toBeInTheDocument();
  });

  it('sanitises configuration HTML', () => {
    const { container } = render(
      <CampaignHero
        imageSrc={picture}
        imageAlt="Campaña APV"
        title="Ahorro previsional voluntario"
        html={'<p>Conozca el <strong>APV</strong></p><img src=x onerror="alert(1)">'}
      />,
    );
    expect(screen.getByText('APV')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('offers its onboarding controls to the keyboard', async () => {
    const onStart = vi.fn();
    render(
      <CampaignHero
        imageSrc={picture}
        imageAlt="Campaña APV"
        title="Ahorro previsional voluntario"
        controls={<Button onPress={onStart}>Comenzar</Button>}
      />,
    );
    await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleName('Comenzar');
    await userEvent.keyboard('{Enter}');
    expect(onStart).toHaveBeenCalledTimes(1);
  });
});
