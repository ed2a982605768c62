import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { WizardActions } from './WizardActions.tsx';

const onNext = fn();

const meta = {
  title: 'Componentes/WizardActions',
  component: WizardActions,
  args: {
    label: 'Acciones del paso',
    children: (
      <>
        <Button variant="secondary">Volver</Button>
        <Button variant="tertiary">Continuar más tarde</Button>
        <Button onPress={onNext}>Continuar</Button>
      </>
    ),
  },
} satisfies Meta<typeof WizardActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The step is invalid: Continuar reads as unavailable but can be focused and pressed. */
export const NextUnavailable: Story = {
  args: {
    children: (
      <>
        <Button variant="secondary">Volver</Button>
        <Button aria-disabled onPress={onNext}>
          Continuar
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Continuar' });
    await userEvent.click(next);
    await expect(onNext).toHaveBeenCalled();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A file is compressing: back and continue-later are disabled. */
export const Waiting: Story = {
  args: {
    children: (
      <>
        <Button variant="secondary" isDisabled>
          Volver
        </Button>
        <Button variant="tertiary" isDisabled>
          Continuar más tarde
        </Button>
        <Button aria-disabled>Continuar</Button>
      </>
    ),
  },
};

export const LongSpanishText: Story = {
  args: {
    children: (
      <>
        <Button variant="secondary">Volver a la información de sus cuentas bancarias</Button>
        <Button>Continuar con la declaración de inversionista calificado</Button>
      </>
    ),
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: NextUnavailable.args,
};
