import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode.tsx';

const meta = {
  title: 'Componentes/QrCode',
  component: QrCode,
  args: {
    label: 'Código QR para su aplicación de autenticación',
    value:
      'otpauth://totp/Inversiones:Cliente%20***678-5?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Inversiones&algorithm=SHA1&digits=6&period=30',
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An authenticator app's enrolment: the otpauth URI as a QR code, named for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', {
      name: 'Código QR para su aplicación de autenticación',
    });
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h/);
  },
};

/** While the secret loads: a quiet placeholder holding the square's place. */
export const Loading: Story = {
  args: { value: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** A long value: more modules in the same square. */
export const LongValue: Story = {
  args: {
    value: `otpauth://totp/Inversiones:Cliente%20con%20un%20nombre%20de%20cuenta%20largo?secret=${'JBSWY3DPEHPK3PXP'.repeat(4)}&issuer=Inversiones%20Administradora%20General%20de%20Fondos`,
  },
};

export const Mobile: Story = { tags: ['mobile'] };

/** Dark modules on a light ground in the high-contrast theme too (scanners need it). */
export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
