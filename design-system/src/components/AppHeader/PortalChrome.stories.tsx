import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { AppFooter } from '../AppFooter/index.ts';
import { Box } from '../Box/index.ts';
import { Card } from '../Card/index.ts';
import { ExecutiveBanner } from '../ExecutiveBanner/index.ts';
import { Heading } from '../Heading/index.ts';
import { profileMenuExample } from '../private/sample-profile-menu.ts';
import { NotificationPanel } from '../NotificationPanel/index.ts';
import { sampleNotifications } from '../private/sample-notifications.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';
import { AppHeader } from './AppHeader.tsx';
import { sampleClient, sampleMenu } from '../private/sample-header.ts';

const navigate = fn().mockName('navigate');

/** The chrome a logged-in client sees: header with menu, executive banner, panel and footer. */
function PortalChrome() {
  const [open, setOpen] = useState(true);
  return (
    <RouterProvider navigate={navigate}>
      <AppHeader
        {...sampleClient}
        menu={sampleMenu}
        currentRoute="/"
        profileMenu={profileMenuExample}
        notificationCount={sampleNotifications.length}
        isNotificationsOpen={open}
        onNotificationsToggle={() => setOpen((o) => !o)}
        notificationPanelId="panel-notificaciones"
        notificationPanel={
          <NotificationPanel
            id="panel-notificaciones"
            isOpen={open}
            focusOnOpen={false}
            onClose={() => setOpen(false)}
            notifications={sampleNotifications}
          />
        }
      />
      <ExecutiveBanner
        name={sampleClient.executive.name}
        email={sampleClient.executive.email}
        phone="+56 2 2000 0000"
      />
      <Box as="main" paddingX={{ mobile: 'md', desktop: 'lg' }} paddingY="xl">
        <div style={{ maxWidth: 1152, marginInline: 'auto' }}>
          <Stack gap="lg">
            <Heading level={1}>Hola, Camila</Heading>
            <Card title="Resumen de sus inversiones">
              <Text tone="secondary">
                Aquí verá el saldo de sus fondos mutuos, APV y acciones al cierre del día hábil
                anterior.
              </Text>
            </Card>
          </Stack>
        </div>
      </Box>
      <AppFooter />
    </RouterProvider>
  );
}

const meta = {
  title: 'Composiciones/Chrome del portal',
  component: PortalChrome,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PortalChrome>;

export default meta;
type Story = StoryObj<typeof meta>;

const landmarks = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('banner')).toBeInTheDocument();
  await expect(canvas.getByRole('main')).toBeInTheDocument();
  await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  await expect(canvas.getByRole('region', { name: 'Notificaciones' })).toBeInTheDocument();
  await expect(
    canvas.getByRole('complementary', { name: 'Su ejecutivo de inversiones' }),
  ).toBeInTheDocument();
};

export const Escritorio: Story = {
  play: async ({ canvasElement }) => landmarks(canvasElement),
};

export const Movil: Story = {
  tags: ['mobile'],
  play: async ({ canvasElement }) => landmarks(canvasElement),
};
