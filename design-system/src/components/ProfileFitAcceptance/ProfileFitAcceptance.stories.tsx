import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileFitAcceptance } from './ProfileFitAcceptance.tsx';

const declaration =
  'Declaro que fui informado de que este fondo tiene un riesgo mayor al de mi perfil de inversionista y que invierto bajo mi exclusiva responsabilidad.';

const meta = {
  title: 'Componentes/ProfileFitAcceptance',
  component: ProfileFitAcceptance,
  args: {
    fundName: 'Fondo Mutuo Acciones Chile',
    fundRiskLevel: 6,
    profileName: 'Moderado',
    maxRiskLevel: 4,
    isAccepted: false,
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Invertir sobre el perfil de inversionista exige aceptarlo: un aviso de advertencia con el',
          'nivel de riesgo del fondo y el máximo del perfil (en palabras y en la escala), y la',
          'declaración obligatoria. `isInvalid` muestra `Para continuar, acepte la declaración.` en',
          'una región viva, hasta que se marque. Sin perfil (`profileName={null}`) lo dice.',
          '`instrument="accion"` lo dice de una acción al comprarla en bolsa.',
        ].join('\n'),
      },
    },
  },
  // Controlled: the story keeps the acceptance as the portal's form does.
  render: function Render(args) {
    const [accepted, setAccepted] = useState(args.isAccepted);
    return (
      <div style={{ maxWidth: 560 }}>
        <ProfileFitAcceptance
          {...args}
          isAccepted={accepted}
          onChange={(next) => {
            setAccepted(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ProfileFitAcceptance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Nivel de riesgo del fondo').nextElementSibling,
    ).toHaveTextContent('6 de 7');
    await expect(canvas.getByRole('checkbox', { name: declaration })).toBeRequired();
  },
};

/** Space ticks the declaration from the keyboard. */
export const Accepting: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: declaration });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Accepted: Story = { args: { isAccepted: true } };

/** Continuar pressed without accepting: the error, announced, until it is ticked. */
export const NotAccepted: Story = {
  args: { isInvalid: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: declaration });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Para continuar, acepte la declaración.')).toBeVisible();
  },
};

export const WithoutProfile: Story = { args: { profileName: null, maxRiskLevel: 2 } };

/** Beside a summary (OperationReview): the levels in words only. */
export const Compact: Story = { args: { isCompact: true } };

/** Buying a share (the order's confirm): the title, the scale and the declaration name the share. */
export const Share: Story = {
  args: {
    instrument: 'accion',
    fundName: 'CHILE · Banco de Chile',
    fundRiskLevel: 6,
    isCompact: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Esta acción tiene un riesgo mayor al de su perfil'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: /esta acción tiene un riesgo mayor.*la compro/ }),
    ).toBeRequired();
  },
};

export const Conservative: Story = {
  args: {
    fundName: 'Fondo Mutuo Deuda Largo Plazo',
    fundRiskLevel: 3,
    profileName: 'Conservador',
    maxRiskLevel: 2,
  },
};

export const Disabled: Story = { args: { isAccepted: true, isDisabled: true } };

export const LongSpanishText: Story = {
  args: {
    fundName: 'Fondo Mutuo Estrategia Internacional Acciones de Mercados Emergentes Serie APV',
    fundRiskLevel: 7,
    profileName: 'Conservador',
    maxRiskLevel: 2,
    isInvalid: true,
    errorMessage:
      'Para invertir en un fondo de riesgo mayor al de su perfil, debe aceptar la declaración o elegir otro fondo.',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { isInvalid: true } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { isInvalid: true },
};
