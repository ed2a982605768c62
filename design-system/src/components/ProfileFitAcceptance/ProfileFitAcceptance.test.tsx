import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProfileFitAcceptance, type ProfileFitAcceptanceProps } from './ProfileFitAcceptance.tsx';

const declaration =
  'Declaro que fui informado de que este fondo tiene un riesgo mayor al de mi perfil de inversionista y que invierto bajo mi exclusiva responsabilidad.';

type Props = Omit<ProfileFitAcceptanceProps, 'isAccepted' | 'onChange'> & {
  onChange?: (accepted: boolean) => void;
};

/** Controlled, as the portal's form keeps it. */
function Controlled({ onChange, ...props }: Props) {
  const [accepted, setAccepted] = useState(false);
  return (
    <ProfileFitAcceptance
      {...props}
      isAccepted={accepted}
      onChange={(next) => {
        setAccepted(next);
        onChange?.(next);
      }}
    />
  );
}

// React Aria's first render and userEvent typing are slow in jsdom when the whole suite runs.
describe('ProfileFitAcceptance', { timeout: 20_000 }, () => {
  it('warns with both levels in words and asks for the required declaration', () => {
    const { container } = render(
      <Controlled
        fundName="Fondo Mutuo Acciones Chile"
        fundRiskLevel={6}
        profileName="Moderado"
        maxRiskLevel={4}
      />,
    );
    expect(screen.getByText('Este fondo tiene un riesgo mayor al de su perfil')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Advertencia' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Fondo Mutuo Acciones Chile tiene nivel de riesgo 6 de 7; su perfil de inversionista Moderado admite hasta el nivel 4.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Nivel de riesgo del fondo').nextElementSibling).toHaveTextContent(
      '6 de 7',
    );
    expect(
      screen.getByText('Nivel máximo del perfil Moderado').nextElementSibling,
    ).toHaveTextContent('4 de 7');
    expect(container.querySelectorAll('[data-level]')).toHaveLength(2);
    const box = screen.getByRole('checkbox', { name: declaration });
    expect(box).toBeRequired();
    expect(box).not.toBeChecked();
  });

  it("a share's purchase names the share in the title, the scale and the declaration", () => {
    render(
      <Controlled
        instrument="accion"
        fundName="CHILE · Banco de Chile"
        fundRiskLevel={6}
        profileName="Moderado"
        maxRiskLevel={4}
      />,
    );
    expect(screen.getByText('Esta acción tiene un riesgo mayor al de su perfil')).toBeVisible();
    expect(screen.getByText('Nivel de riesgo de la acción').nextElementSibling).toHaveTextContent(
      '6 de 7',
    );
    expect(
      screen.getByRole('checkbox', {
        name: 'Declaro que fui informado de que esta acción tiene un riesgo mayor al de mi perfil de inversionista y que la compro bajo mi exclusiva responsabilidad.',
      }),
    ).toBeRequired();
    expect(screen.queryByText(/este fondo/)).toBeNull();
  });

  it('compact, says both levels in words without the scales', () => {
    const { container } = render(
      <Controlled
        fundName="Fondo Mutuo Acciones Chile"
        fundRiskLevel={6}
        profileName="Moderado"
        maxRiskLevel={4}
        isCompact
      />,
    );
    expect(
      screen.getByText(/tiene nivel de riesgo 6 de 7; .* admite hasta el nivel 4\./),
    ).toBeVisible();
    expect(container.querySelectorAll('[data-level]')).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: declaration })).toBeRequired();
  });

  it('without a profile, says so and the level admitted without one', () => {
    render(
      <Controlled
        fundName="Fondo Mutuo Acciones Chile"
        fundRiskLevel={5}
        profileName={null}
        maxRiskLevel={2}
      />,
    );
    expect(
      screen.getByText(
        'Usted no tiene un perfil de inversionista vigente; sin perfil se admite hasta el nivel 2.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Nivel máximo sin perfil').nextElementSibling).toHaveTextContent(
      '2 de 7',
    );
  });

  it('ticks with Space and reports the acceptance', async () => {
    const onChange = vi.fn();
    render(
      <Controlled
        fundName="Fondo Mutuo Acciones Chile"
        fundRiskLevel={6}
        profileName="Conservador"
        maxRiskLevel={2}
        onChange={onChange}
      />,
    );
    await userEvent.tab();
    const box = screen.getByRole('checkbox', { name: declaration });
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    // Left unticked: the declaration's own message, not the generic one.
    await userEvent.tab();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Para continuar, acepte la declaración.');
  });

  it('shows the form error in a live region until the declaration is ticked', async () => {
    render(
      <Controlled
        fundName="Fondo Mutuo Acciones Chile"
        fundRiskLevel={6}
        profileName="Moderado"
        maxRiskLevel={4}
        isInvalid
      />,
    );
    const box = screen.getByRole('checkbox', { name: declaration });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Para continuar, acepte la declaración.');
    expect(
      screen.getByText('Para continuar, acepte la declaración.').closest('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('takes its own error text and can be disabled', async () => {
    const onChange = vi.fn();
    render(
      <ProfileFitAcceptance
        fundName="Fondo Mutuo Acciones Chile"
        fundRiskLevel={6}
        profileName="Moderado"
        maxRiskLevel={4}
        isAccepted={false}
        onChange={onChange}
        isInvalid
        errorMessage="Debe aceptar la declaración para invertir en este fondo."
        isDisabled
      />,
    );
    const box = screen.getByRole('checkbox', { name: declaration });
    expect(box).toHaveAccessibleDescription(
      'Debe aceptar la declaración para invertir en este fondo.',
    );
    await userEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
  });
});
