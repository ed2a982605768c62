import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['tokens/**', 'design-system/**', 'contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@inversiones/portal*', '@inversiones/api*', 'react-router*', 'valtio*'] },
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
