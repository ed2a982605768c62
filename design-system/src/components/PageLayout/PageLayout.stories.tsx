import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppFooter } from '../AppFooter/index.ts';
import { AppHeader } from '../AppHeader/index.ts';
import { sampleClient, sampleMenu } from '../private/sample-header.ts';
import { Card } from '../Card/index.ts';
import { ExecutiveBanner } from '../ExecutiveBanner/index.ts';
import { Heading } from '../Heading/index.ts';
import { profileMenuExample } from '../private/sample-profile-menu.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';
import { PageLayout } from './PageLayout.tsx';

const meta = {
  title: 'Componentes/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    header: (
      <AppHeader
        {...sampleClient}
        menu={sampleMenu}
        currentRoute="/"
        profileMenu={profileMenuExample}
        notificationCount={2}
      />
    ),
    banner: (
      <ExecutiveBanner name={sampleClient.executive.name} email={sampleClient.executive.email} />
    ),
    footer: <AppFooter />,
    children: (
      <Stack gap="lg">
        <Heading level={1}>Hola, Camila</Heading>
        <Card title="Resumen de sus inversiones">
          <Text tone="secondary">
            Aquí verá el saldo de sus fondos mutuos, APV y acciones al cierre del día hábil
            anterior.
          </Text>
        </Card>
      </Stack>
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SkipLinkFocused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Saltar al contenido principal' }),
    ).toHaveFocus();
  },
};

export const WithoutBanner: Story = { args: { banner: undefined } };

export const LongSpanishText: Story = {
  args: {
    children: (
      <Stack gap="lg">
        <Heading level={1}>Certificados tributarios, anexos y patentes del año comercial</Heading>
        <Text>
          Descargue los certificados tributarios de sus inversiones en fondos mutuos, acciones y
          ahorro previsional voluntario, necesarios para su declaración anual de impuestos a la
          renta.
        </Text>
      </Stack>
    ),
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
