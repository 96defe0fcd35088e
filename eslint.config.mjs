import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The dashboard's feature folders: each may use the shared layers (`api/` for the client and
// query helpers, `ui/` for primitives) and another feature's data hooks (its `api.ts`), never
// another feature's components or pages. Only `app/` composes features into pages.
const WEB_SHARED = new Set(['api', 'ui', 'app']);
const webFeatures = readdirSync(path.join(import.meta.dirname, 'web/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !WEB_SHARED.has(entry.name))
  .map((entry) => entry.name);
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`web/src/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['../*/*', '!../api/*', '!../ui/*', '!../*/api', '../app/*'],
            message:
              'A feature imports another feature only through its api.ts; compose views in app/.',
          },
        ],
      },
    ],
  },
}));

// The server's plumbing (`src/http`, `src/db`, `src/config.ts`) imports no feature and
// nothing of client/: features import plumbing, never the other way round. What plumbing
// needs from a feature (the authenticator, the session cookies' names, the event
// subscribers) app.ts hands it. Import cycles are `npm run lint:cycles` (madge), which
// sees type-only imports too.
const PLUMBING = ['./src/http', './src/db', './src/config.ts'];
const plumbingImportsNoFeature = {
  files: ['src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          {
            target: PLUMBING,
            from: './src',
            except: ['./http', './db', './generated', './config.ts', './logging.ts'],
            message: 'Plumbing imports no feature: let app.ts hand it what it needs.',
          },
          {
            target: './src',
            from: './client',
            message: 'The server reads its generated types from src/generated/.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'client/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // graphile-worker types task payloads through `declare global { namespace GraphileWorker }`.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  ...featureBoundaries,
  plumbingImportsNoFeature,
);
