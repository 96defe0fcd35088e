/**
 * `npm run generate`: rebuilds the TypeScript types of openapi/openapi.yaml that the client
 * (client/src/generated/openapi.ts) and the server (src/generated/openapi-types.ts) import,
 * the run-time facts the server reads (src/generated/openapi.ts),
 * and keeps the client's version (in its package.json and the lockfile) equal to the
 * document's.
 * `npm run generate -- --check` rebuilds in memory and fails when the committed files differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { parse } from 'yaml';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { runtimeModule, valuesModule } from './generate-runtime';

const ROOT = path.resolve(__dirname, '..');
const DOCUMENT = path.join(ROOT, 'openapi/openapi.yaml');
const OUTPUT = path.join(ROOT, 'client/src/generated/openapi.ts');
// The server's own copy: src/ imports nothing from client/.
const SERVER_TYPES_OUTPUT = path.join(ROOT, 'src/generated/openapi-types.ts');
const RUNTIME_OUTPUT = path.join(ROOT, 'src/generated/openapi.ts');
const VALUES_OUTPUT = path.join(ROOT, 'client/src/generated/values.ts');
const CLIENT_PACKAGE = path.join(ROOT, 'client/package.json');
const LOCKFILE = path.join(ROOT, 'package-lock.json');
const HEADER =
  '// Generated from openapi/openapi.yaml by `npm run generate` (openapi-typescript). Do not edit.\n';

async function generatedTypes(): Promise<string> {
  const ast = await openapiTS(new URL(`file://${DOCUMENT}`), {
    silent: true,
    // A schema that only says `type: object` (event payloads) is any object, not an empty one.
    emptyObjectsUnknown: true,
  });
  const source = HEADER + '\n' + astToString(ast);
  const options = (await prettier.resolveConfig(OUTPUT)) ?? {};
  return prettier.format(source, { ...options, filepath: OUTPUT });
}

type ModuleBuilder = (document: OpenAPIObject, header: string) => string;

/** A run-time module (enum values, sort fields, operation facts), formatted for `file`. */
async function generatedModule(file: string, build: ModuleBuilder): Promise<string> {
  const document = parse(readFileSync(DOCUMENT, 'utf8')) as OpenAPIObject;
  const header =
    '// Generated from openapi/openapi.yaml by `npm run generate` (scripts/generate.ts). Do not edit.';
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(build(document, header), { ...options, filepath: file });
}

const documentVersion = () =>
  (parse(readFileSync(DOCUMENT, 'utf8')) as { info: { version: string } }).info.version;

/** client/package.json with `version` set to the document's `info.version`. */
function clientPackage(): string {
  const manifest = JSON.parse(readFileSync(CLIENT_PACKAGE, 'utf8')) as Record<string, unknown>;
  return JSON.stringify({ ...manifest, version: documentVersion() }, null, 2) + '\n';
}

/** package-lock.json with the client workspace at that version too, so `npm ci` agrees. */
function lockfile(): string {
  const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  lock.packages.client = { ...lock.packages.client, version: documentVersion() };
  return JSON.stringify(lock, null, 2) + '\n';
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const outputs: [string, string][] = [
    [OUTPUT, await generatedTypes()],
    [SERVER_TYPES_OUTPUT, await generatedTypes()],
    [RUNTIME_OUTPUT, await generatedModule(RUNTIME_OUTPUT, runtimeModule)],
    [VALUES_OUTPUT, await generatedModule(VALUES_OUTPUT, valuesModule)],
    [CLIENT_PACKAGE, clientPackage()],
    [LOCKFILE, lockfile()],
  ];
  let stale = 0;
  for (const [file, content] of outputs) {
    const current = (() => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return undefined;
      }
    })();
    if (current === content) continue;
    if (check) {
      console.error(
        `${path.relative(ROOT, file)} is stale: run \`npm run generate\` and commit it`,
      );
      stale += 1;
    } else {
      writeFileSync(file, content);
      console.log(`wrote ${path.relative(ROOT, file)}`);
    }
  }
  if (check && stale === 0) console.log('generated files: up to date');
  return stale ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
