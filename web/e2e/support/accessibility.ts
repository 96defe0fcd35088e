import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page as it is now and fails on any violation of impact serious or
 * critical, naming the rule and the elements. Evaluated through the DevTools protocol, so the
 * page's Content-Security-Policy does not apply to it.
 */
export async function expectAccessible(page: Page, what = page.url()): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run()).violations;
  })) as Violation[];
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lines = grave.map(
    (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(lines, `accessibility of ${what}`).to.deep.equal([]);
}

/** The two widths every view is looked at: a laptop and a phone. */
export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 390, height: 844 },
] as const;
