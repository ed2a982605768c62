import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories live beside their components; the docs pages live here.
  stories: ['../src/docs/**/*.mdx', '../../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        include: [
          '@inversiones/design-system > @vanilla-extract/recipes/createRuntimeFn',
          '@inversiones/design-system > @vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    });
  },
};

export default config;
