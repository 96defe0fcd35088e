import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { registry } from '../../src/metrics';

describe('the example Grafana dashboard', () => {
  it('queries only metrics the service exports', async () => {
    const file = path.resolve(__dirname, '../../docs/grafana-dashboard.json');
    const dashboard = JSON.parse(readFileSync(file, 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const exported = new Set((await registry.getMetricsAsJSON()).map((metric) => metric.name));
    const queried = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => [...target.expr.matchAll(/([a-z_]+)\{job=/g)]),
    );
    expect(queried.length).to.be.above(10);
    for (const [, name] of queried) {
      expect(exported, name).to.include(name!.replace(/_(bucket|count|sum)$/, ''));
    }
  });
});
