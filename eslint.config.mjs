import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
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
);
