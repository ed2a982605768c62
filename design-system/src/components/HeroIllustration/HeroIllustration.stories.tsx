import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { vars } from '@inversiones/tokens';
import { HeroIllustration } from './HeroIllustration.tsx';

function Band({ dark = false, children }: { dark?: boolean; children: ReactNode }) {
  return (
    <div
      style={{
        height: 180,
        background: dark ? vars.color.surface.inverse : vars.color.surface.page,
        overflow: 'hidden',
      }}
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'Componentes/HeroIllustration',
  component: HeroIllustration,
  parameters: { layout: 'fullscreen' },
  args: { tone: 'light' },
  argTypes: { tone: { control: 'inline-radio', options: ['light', 'dark'] } },
} satisfies Meta<typeof HeroIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the light page under the login panel; hidden from assistive technology. */
export const Light: Story = {
  decorators: [(Story) => <Band>{Story()}</Band>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** On the navy stage of a landing, behind its white title. */
export const Dark: Story = {
  args: { tone: 'dark' },
  decorators: [(Story) => <Band dark>{Story()}</Band>],
};

export const Mobile: Story = { tags: ['mobile'], decorators: Light.decorators };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  decorators: Light.decorators,
};
