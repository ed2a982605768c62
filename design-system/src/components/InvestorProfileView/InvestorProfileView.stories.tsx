import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { currentOnly, serviceProfiles } from './investor-profile-sample.ts';
import { InvestorProfileView } from './InvestorProfileView.tsx';
import { ProfilePrompt } from './ProfilePrompt.tsx';

const meta = {
  title: 'Componentes/InvestorProfileView',
  component: InvestorProfileView,
  args: {
    profiles: currentOnly,
    onModify: fn(),
    onChangeProfile: fn(),
    onComplete: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <InvestorProfileView {...args} />
    </div>
  ),
} satisfies Meta<typeof InvestorProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current profile: name, 'Ultima actualizacion', indicator, description and products. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Modificar Perfil' }));
    await expect(args.onModify).toHaveBeenCalledTimes(1);
  },
};

/** The three profiles; the current one (Moderado) opens first, arrows move between tabs. */
export const Tabs: Story = {
  args: { theme: 'tabs', profiles: serviceProfiles },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Moderado (actual)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Simultáneas');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cambiar Perfil' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangeProfile).toHaveBeenCalledWith(3);
  },
};

/** No profile yet: an invitation to answer the poll. */
export const Empty: Story = { args: { profiles: [] } };

export const Loading: Story = { args: { isLoading: true } };

/** The simulators' prompt for a client without a profile. */
export const SimulatorPrompt: Story = {
  render: () => (
    <div style={{ maxWidth: 720 }}>
      <ProfilePrompt href="/perfilInversionista" />
    </div>
  ),
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { theme: 'tabs', profiles: serviceProfiles },
};

export const LongSpanishText: Story = {
  args: {
    profiles: [
      {
        PerfilId: 1,
        Nombre: 'Conservador',
        Descripcion:
          'Usted prioriza la estabilidad y la preservación del capital invertido por sobre la obtención de rentabilidades altas, prefiere instrumentos de renta fija de corto plazo con baja volatilidad y no está dispuesto a asumir pérdidas temporales en el valor de sus inversiones, aun cuando ello signifique rentabilidades menores a la inflación.',
        FechaEncuesta: '2024-11-05T10:15:00',
        Current: true,
        Productos: [
          { Nombre: 'Fondo Mutuo Money Market Serie A' },
          { Nombre: 'Fondo Mutuo Deuda Corto Plazo Nacional Serie Alto Patrimonio' },
          { Nombre: 'Depósitos a plazo en pesos y en unidades de fomento' },
        ],
      },
    ],
  },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { theme: 'tabs', profiles: serviceProfiles },
};
