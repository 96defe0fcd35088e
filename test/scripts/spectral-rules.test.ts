import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';

const ROOT = path.resolve(__dirname, '../..');
const SPECTRAL = path.join(ROOT, 'node_modules/.bin/spectral');

/** Spectral's verdict on a document, with the project's ruleset (`npm run openapi:review`). */
async function review(document: string): Promise<{ failed: boolean; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'spectral-'));
  const file = path.join(dir, 'openapi.yaml');
  writeFileSync(file, document);
  try {
    const run = promisify(execFile);
    const { stdout } = await run(SPECTRAL, [
      'lint',
      '--ruleset',
      path.join(ROOT, '.spectral.yaml'),
      '--fail-severity=error',
      file,
    ]);
    return { failed: false, output: stdout };
  } catch (error) {
    const { stdout, code } = error as { stdout: string; code: number };
    if (code !== 1) throw error;
    return { failed: true, output: stdout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const withReason = (schema: string) => `openapi: 3.1.0
info: { title: Reasons, version: 1.0.0 }
paths: {}
components:
  schemas:
    Reason:
${schema}
`;

describe('the project Spectral ruleset', function () {
  this.timeout(60_000);

  it('refuses null inside an enum', async () => {
    const { failed, output } = await review(
      withReason("      type: [string, 'null']\n      enum: [manual, null]"),
    );
    expect(failed).to.equal(true);
    expect(output).to.match(/error\s+no-null-in-enum/);
    expect(output).to.include('components.schemas.Reason.enum[1]');
  });

  it("accepts a nullable enum written anyOf [enum, {type: 'null'}]", async () => {
    const { failed, output } = await review(
      withReason(
        "      anyOf:\n        - { type: string, enum: [manual] }\n        - type: 'null'",
      ),
    );
    expect(output).not.to.include('no-null-in-enum');
    expect(failed).to.equal(false);
  });
});
