import { SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import type { Task, TaskList } from 'graphile-worker';
import { tracer, tracingEnabled } from './tracing';

/** Runs `work` inside a span that records a thrown error, and ends it either way. */
export async function inSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/** Each task runs in a `job <name>` span (its statements nest under it); as is when off. */
export function tracedTasks(tasks: TaskList): TaskList {
  if (!tracingEnabled()) return tasks;
  const traced: TaskList = {};
  for (const [name, task] of Object.entries(tasks)) {
    traced[name] = ((payload, helpers) =>
      tracer().startActiveSpan(
        `job ${name}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: { 'job.id': helpers.job.id, 'job.attempt': helpers.job.attempts },
        },
        (span) => inSpan(span, async () => task!(payload, helpers)),
      )) as Task;
  }
  return traced;
}
