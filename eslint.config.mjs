// ESLint flat config: TypeScript and React hooks rules for the site's code.
import js from '@eslint/js';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';
import {importX} from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Imports: no cycles between modules, and no package that package.json does not declare.
    // Docusaurus's aliases (@theme/…, @docusaurus/Link, @generated/…) are resolved by the
    // bundler, not by Node or TypeScript, so they are left to the type check.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {'import-x': importX},
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({alwaysTryTypes: true})],
      // no-cycle follows imports by parsing each imported module: with the TypeScript parser.
      'import-x/parsers': {'@typescript-eslint/parser': ['.ts', '.tsx']},
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/ignore': [
        '^@theme(-original|-init)?/',
        '^@docusaurus/[A-Z]',
        '^@docusaurus/(router|use)',
        '^@generated/',
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', {ignoreExternal: true}],
      'import-x/no-extraneous-dependencies': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: globals.node},
  },
  {
    // The benchmark passes functions to the browser (page.evaluate).
    files: ['scripts/bench.mjs'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
);
