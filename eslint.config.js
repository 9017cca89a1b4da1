import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-results/', 'public/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // createAsyncThunk<void, void, …> is how a thunk without argument or result is typed.
      '@typescript-eslint/no-invalid-void-type': 'off',
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks from src/app/hooks.ts.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/app', './src/editor', './src/preview', './src/checkout', './src/admin', './src/server'] },
            { target: './src/server', from: ['./src/app', './src/editor', './src/preview', './src/checkout', './src/admin'] },
            // The owner's desk is a feature of its own: shared code only, and no shopper's feature imports it.
            { target: './src/admin', from: ['./src/app', './src/editor', './src/preview', './src/checkout', './src/server'] },
            { target: ['./src/editor', './src/preview', './src/checkout'], from: './src/admin' },
            // The editor's inner layering (DESIGN §3): model ← assets ← state ← canvas ← panels.
            { target: './src/editor/model', from: ['./src/app', './src/editor/assets', './src/editor/state', './src/editor/canvas', './src/editor/panels', './src/server'] },
            { target: './src/editor/assets', from: ['./src/editor/state', './src/editor/canvas', './src/editor/panels'] },
            // The print file is drawn by the canvas's drawing functions (one picture on screen and in
            // print); the export thunk is the one state module that calls it.
            { target: './src/editor/state', from: './src/editor/canvas', except: ['./exportDesign.ts'] },
            { target: './src/editor/state', from: './src/editor/panels' },
            { target: './src/editor/canvas', from: './src/editor/panels' },
            // Preview and checkout use the editor through its selectors and thunks only.
            {
              target: ['./src/preview', './src/checkout'],
              from: './src/editor',
              except: ['./state/selectors.ts', './state/exportThunks.ts', './state/printReviewThunks.ts', './state/modalThunks.ts'],
            },
            {
              target: ['./src/editor', './src/preview', './src/checkout'],
              from: './src/app',
              except: ['./hooks.ts', './store.ts', './browserStorage.ts', './keyValueStore.ts'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/editor/model/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', 'konva', 'konva/*', '@reduxjs/*', 'redux-undo'], message: 'editor/model is pure TypeScript.' }] },
      ],
    },
  },
  {
    // Small functions a reader can follow (the gesture code most of all).
    files: ['src/editor/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
