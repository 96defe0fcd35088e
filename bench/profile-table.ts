/**
 * Where a process's CPU went, from a V8 CPU profile (`--cpu-prof`): each sample's own
 * frame put in one of a few kinds of work (the database driver, JSON, Node's HTTP, Koa,
 * Kysely, the service's own code, garbage collection…), summed over a window.
 *
 * A sample's own frame, not its callers: after an `await` a function resumes from the
 * microtask queue with none of its callers on the stack, so "under which middleware" is
 * not something a profile can say; "doing what" is.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The kinds of work, in the order the table prints them. */
export const WORK_KINDS = [
  'database driver (pg: protocol, rows)',
  'JSON serialization',
  'Node HTTP, streams, buffers',
  'Koa, its router and helpers',
  'Kysely',
  'own code (src/, bare-koa.ts)',
  'metrics (prom-client)',
  'garbage collection',
  'promise and task queues',
  'other',
] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** Time spent inside a socket write, preemption included: not CPU, printed apart. */
export const SOCKET_WRITES = 'socket writes (wall time, preemption included)';

const PACKAGE_KINDS: [RegExp, WorkKind][] = [
  [
    /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+)\//,
    'database driver (pg: protocol, rows)',
  ],
  [/node_modules\/kysely\//, 'Kysely'],
  [/node_modules\/prom-client\//, 'metrics (prom-client)'],
  [
    /node_modules\/(koa|@koa|koa-[a-z-]+|delegates|accepts|negotiator|type-is|mime-types|mime-db|content-type|statuses|vary|on-finished|ee-first|http-errors|cookies|keygrip|fresh|encodeurl|escape-html|only|destroy|content-disposition|media-typer|path-to-regexp|parseurl|co-body|raw-body|inflation)\//,
    'Koa, its router and helpers',
  ],
];

function kindOf(frame: ProfileNode['callFrame']): WorkKind | typeof SOCKET_WRITES | undefined {
  const { functionName: name, url } = frame;
  if (name === '(idle)') return undefined;
  if (name === 'writev' || name === 'writeBuffer' || name === 'writeUtf8String')
    return SOCKET_WRITES;
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === 'runMicrotasks' || url.endsWith('task_queues')) return 'promise and task queues';
  // JSON.stringify runs as its caller's own time: the service serializes in one place.
  if (name === 'jsonBytes' || (name === 'respond' && url.includes('/koa/'))) {
    return 'JSON serialization';
  }
  for (const [pattern, kind] of PACKAGE_KINDS) if (pattern.test(url)) return kind;
  if (url.includes('/src/') || url.endsWith('/bench/bare-koa.ts'))
    return 'own code (src/, bare-koa.ts)';
  if (url.startsWith('node:') || name === 'utf8Slice' || name === 'utf8Write') {
    return 'Node HTTP, streams, buffers';
  }
  return 'other';
}

/**
 * Microseconds of each kind of work in the profile's samples between `fromMicros` and
 * `toMicros` (the profile's own clock: CLOCK_MONOTONIC, as `process.hrtime`).
 */
export function workByKind(
  file: string,
  fromMicros: number,
  toMicros: number,
): Map<WorkKind | typeof SOCKET_WRITES, number> {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<WorkKind | typeof SOCKET_WRITES, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    if (at < fromMicros || at >= toMicros) continue;
    // A sample stands for the time until the next one.
    const span = profile.timeDeltas[i + 1] ?? 0;
    const kind = kindOf(frames.get(profile.samples[i]!)!);
    if (kind) totals.set(kind, (totals.get(kind) ?? 0) + span);
  }
  return totals;
}
