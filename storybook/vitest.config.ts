import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
// The same Debian Chromium and flags as the visual suite (one list to keep right).
import { chromiumLaunchOptions } from '../visual-tests/src/chromium.ts';

// Every story's play function (and its axe check) runs as a test in Debian's headless Chromium.
export default defineConfig({
  // Pre-bundled up front: a mid-run re-optimisation reloads the browser and breaks the run.
  optimizeDeps: {
    include: [
      '@inversiones/design-system > @vanilla-extract/recipes/createRuntimeFn',
      '@inversiones/design-system > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@inversiones/design-system > react-aria-components',
      '@inversiones/design-system > @tanstack/react-table',
      '@inversiones/design-system > hls.js',
      '@inversiones/design-system > dompurify',
      '@inversiones/design-system > dayjs',
      '@inversiones/design-system > react-stately/useControlledState',
      '@inversiones/design-system > react-stately/useDateFieldState',
      '@inversiones/design-system > react-aria/useObjectRef',
      '@inversiones/design-system > react-aria/mergeRefs',
      '@inversiones/design-system > react-aria/useFocusWithin',
      '@inversiones/design-system > react-aria/useFocusVisible',
      '@inversiones/design-system > react-aria/useTextField',
      '@inversiones/design-system > react-aria/mergeProps',
      '@inversiones/design-system > @internationalized/date',
      '@inversiones/design-system > browser-image-compression',
      '@inversiones/design-system > react-hook-form',
      '@inversiones/design-system > @hookform/resolvers/zod',
      '@inversiones/design-system > zod',
      '@inversiones/design-system > dayjs/plugin/customParseFormat.js',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
    ],
  },
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
