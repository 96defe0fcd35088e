/**
 * `npm run bench:client`: verifyWebhook throughput on one core against a bare HMAC of the
 * same delivery, and the client's runtime size bundled and minified (types excluded).
 * Rounds alternate between the contenders so a busy neighbour slows both alike.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const CLIENT_ENTRY = path.resolve(__dirname, '../client/dist/index.js');
const ROUNDS = 7;
const PER_ROUND = 100_000;

function perSecond(run: () => void): number {
  const started = performance.now();
  for (let i = 0; i < PER_ROUND; i += 1) run();
  return PER_ROUND / ((performance.now() - started) / 1000);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus.length} × ${cpus[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${new Date().toISOString()}`,
  );
  // The built ESM package, as users load it (its source is type-checked by the client).
  const { verifyWebhook } = (await import(CLIENT_ENTRY)) as {
    verifyWebhook(options: {
      rawBody: string;
      headers: Record<string, string>;
      secrets: string[];
    }): unknown;
  };

  const secret = `whsec_${'5f1c'.repeat(16)}`;
  const rawBody = JSON.stringify({
    event: 'issue.created',
    payload: {
      projectId: 'r8k2m4n6p8q0s2t4v6w8y0z2',
      issueId: 'h3j5k7m9n1p3q5r7s9t1v3w5',
      parentId: null,
    },
    deliveryId: 'd8f0g2h4j6k8m0n2p4q6r8s0',
    webhookId: 'w5x7y9z1a3b5c7d9e1f3g5h7',
    timestamp: new Date().toISOString(),
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  const headers = {
    'x-service-signature-timestamp': timestamp,
    'x-service-signature': signature,
  };

  const contenders = {
    // The HMAC alone: the floor any verifier pays.
    rawHmac: () => createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest(),
    // What the README's hand-written snippet did, plus the JSON.parse a receiver then needs.
    handWritten: () => {
      const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
      const given = signature.slice(7);
      if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) throw new Error('mismatch');
      return JSON.parse(rawBody) as unknown;
    },
    verifyWebhook: () => verifyWebhook({ rawBody, headers, secrets: [secret] }),
  };
  const results: Record<keyof typeof contenders, number[]> = {
    rawHmac: [],
    handWritten: [],
    verifyWebhook: [],
  };
  for (const run of Object.values(contenders)) perSecond(run); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, run] of Object.entries(contenders)) {
      results[name as keyof typeof contenders].push(perSecond(run));
    }
  }
  const rate = (name: keyof typeof contenders) => median(results[name]);
  const fmt = (n: number) => Math.round(n).toLocaleString('en');
  console.log(
    `verifyWebhook: ${fmt(rate('verifyWebhook'))}/s; raw HMAC of the same input: ${fmt(rate('rawHmac'))}/s (ratio ${(rate('verifyWebhook') / rate('rawHmac')).toFixed(2)}, target >= 0.80); hand-written verify + JSON.parse: ${fmt(rate('handWritten'))}/s (ratio ${(rate('verifyWebhook') / rate('handWritten')).toFixed(2)}); median of ${ROUNDS} alternating rounds of ${fmt(PER_ROUND)}, ${rawBody.length}-byte body, one secret`,
  );

  // The runtime a bundler ships: the client's dist plus openapi-fetch, minified.
  const sizes: string[] = [];
  for (const [label, external] of [
    ['with openapi-fetch', []],
    ['own code only', ['openapi-fetch']],
  ] as const) {
    const bundle = await build({
      entryPoints: [CLIENT_ENTRY],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      external: [...external],
    });
    const bytes = bundle.outputFiles[0]!.contents;
    sizes.push(
      `${label}: ${(bytes.length / 1000).toFixed(1)} kB (${(gzipSync(bytes).length / 1000).toFixed(1)} kB gzip)`,
    );
  }
  console.log(
    `client runtime, bundled and minified, types excluded: ${sizes.join('; ')}; target <= 10 kB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
