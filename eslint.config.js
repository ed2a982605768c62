import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The portal's folders, top to bottom: a folder imports only the folders below it.
// store is the bottom (plain state and browser storage, no calls): errors writes into it, http
// reports every failure to errors and header values to store, session watches all three.
const portalLayers = ['app', 'features', 'wizard', 'session', 'http', 'errors', 'store'];

/** `no-restricted-imports` patterns of the whole portal: no styles of its own, nothing of the API. */
const portalPatterns = [
  {
    regex: '\\.css(\\.ts)?$|^@vanilla-extract/',
    message: 'The portal has no styles of its own: compose design-system components.',
  },
  {
    regex: '^@inversiones/api',
    message: 'The portal speaks to the API through the contract only.',
  },
];

/** For each portal folder: the portal-wide patterns plus every folder above it, by relative path. */
function portalLayerBlocks() {
  return portalLayers.slice(1).map((layer, index) => {
    const above = portalLayers.slice(0, index + 1);
    const upward = `^(\\.\\./)+(${above.join('|')})(/|$)`;
    const message = `portal/src/${layer} imports only the folders below it: ${portalLayers.slice(index + 2).join(', ') || 'none'}.`;
    return {
      files: [`portal/src/${layer}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...portalPatterns, { regex: upward, message }] },
        ],
        // no-restricted-imports does not see import(): a lazy import must obey the same order.
        'no-restricted-syntax': [
          'error',
          {
            selector: `ImportExpression[source.value=/${upward.replaceAll('/', '\\/')}/]`,
            message,
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The dependency arrows of ARCHITECTURE.md: tokens -> design-system -> portal; contract -> api, portal.
    files: ['tokens/**', 'design-system/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@inversiones/portal*', '@inversiones/api*', 'react-router*', 'valtio*'] },
            {
              // Private paths change without notice between minor versions of React Aria.
              group: ['react-aria*/private/*', 'react-stately/private/*'],
              message: 'Use React Aria’s public exports (e.g. @react-aria/live-announcer).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tokens/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@inversiones/*'] }],
    },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@inversiones/portal*',
            '@inversiones/api*',
            '@inversiones/design-system*',
            'react',
            'react-*',
            'react-router*',
            'valtio*',
          ],
        },
      ],
    },
  },
  {
    files: ['api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@inversiones/portal*', '@inversiones/design-system*', 'react', 'react-*'] },
      ],
    },
  },
  {
    files: ['portal/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: portalPatterns }] },
  },
  ...portalLayerBlocks(),
  {
    // The contract's samples are test data: the portal's production bundle never carries them
    // (a rule of its own, so the layer blocks' no-restricted-imports stay as they are).
    files: ['portal/src/**'],
    ignores: ['portal/src/**/*.test.{ts,tsx}', 'portal/src/**/*.test-helper.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@inversiones/contract/samples', '@inversiones/contract/samples/*'],
              message: 'Contract samples are for tests and stories only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The texts sit below every folder: any of them may show a message.
    files: ['portal/src/messages.ts', 'portal/src/messages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...portalPatterns,
            {
              regex: `^(\\.\\.?/)+(${portalLayers.join('|')})(/|$)`,
              message: 'The message catalogues import nothing of the portal.',
            },
          ],
        },
      ],
    },
  },
  {
    // es-cl is the pure kit every package imports: no React, no other workspace package.
    files: ['es-cl/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@inversiones/*'] }],
    },
  },
  {
    // A component reaches another only through its index.ts; parts shared by several live in
    // components/private/ and the fields' anatomy in components/Field/.
    files: ['design-system/src/components/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'ImportDeclaration',
          'ExportNamedDeclaration',
          'ExportAllDeclaration',
          'ImportExpression',
        ].map((node) => ({
          selector: `${node}[source.value=/^\\.\\.\\x2F(?!private\\x2F|Field\\x2F)[^.\\x2F][^\\x2F]*\\x2F(?!index\\.ts$)/]`,
          message:
            'Import another component through its index.ts; move a part several components share to components/private/.',
        })),
      ],
    },
  },
);
