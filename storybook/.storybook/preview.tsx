import '@inversiones/design-system/styles';
import { preloadDeferredParts } from '@inversiones/design-system';
import { highContrastTheme } from '@inversiones/tokens';
import type { Decorator, Preview } from '@storybook/react-vite';
import { accessibleDescriptionMatchers } from '@inversiones/design-system/testing/accessible-description';
import { resetInteractionModality } from '@inversiones/design-system/testing/reset-interaction-modality';
import { expect } from 'storybook/test';

// Descriptions compared as browsers compute them (white space collapsed), as in the unit tests.
expect.extend(accessibleDescriptionMatchers);

// The theme toolbar applies to the whole preview document, so portals (dialogs, toasts) follow it.
const withTheme: Decorator = (Story, context) => {
  document.documentElement.classList.toggle(
    highContrastTheme,
    context.globals.theme === 'high-contrast',
  );
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  // Each story starts as on a freshly loaded page, also after switching from one that was clicked.
  beforeEach: () => resetInteractionModality(),
  // The bundled font before any story renders: popovers measure text once, with the real glyphs.
  loaders: [
    async () => {
      // Deferred parts too (tooltips, sanitised HTML): they then render with the story itself.
      await Promise.all([
        document.fonts.load('16px "Source Sans 3 Variable"'),
        preloadDeferredParts(),
      ]);
      return {};
    },
  ],
  globalTypes: {
    theme: {
      description: 'Tema de color',
      toolbar: {
        title: 'Tema',
        icon: 'contrast',
        items: [
          { value: 'default', title: 'Predeterminado' },
          { value: 'high-contrast', title: 'Alto contraste' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any axe violation fails the story's test in Vitest, not only in the panel.
    a11y: {
      test: 'error',
      options: {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    },
    options: {
      storySort: { order: ['Introducción', 'Fundamentos', 'Accesibilidad', 'Componentes'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
