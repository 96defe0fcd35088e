import {
  context,
  propagation,
  ROOT_CONTEXT,
  trace,
  type Link,
  type Tracer,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

let provider: NodeTracerProvider | undefined;

/** Whether spans are recorded at all; everything here costs nothing when they are not. */
export function tracingEnabled(): boolean {
  return provider !== undefined;
}

/** The tracer of the service's own spans (requests, jobs, deliveries). */
export function tracer(): Tracer {
  return trace.getTracer('work-tracking-service');
}

export interface TracingOptions {
  /** Tests pass an in-memory exporter; otherwise OTLP over HTTP to the configured endpoint. */
  exporter?: SpanExporter;
}

/**
 * Starts recording spans: the service's own, and one per SQL statement sent through `pg`
 * (statement text only, never its values). Must run before anything loads `pg`, which it
 * patches as it is required; `src/telemetry/register.ts` does so first thing in `main`.
 */
export function startTracing(options: TracingOptions = {}): void {
  if (provider) return;
  const exporter = options.exporter ?? new OTLPTraceExporter();
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME?.trim() || 'work-tracking-service',
    }),
    spanProcessors: [
      options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter),
    ],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    // Statements outside a request or a job (the job runner polling) are noise.
    instrumentations: [new PgInstrumentation({ requireParentSpan: true })],
  });
}

/** Sends the spans still buffered and stops recording (at shutdown). */
export async function stopTracing(): Promise<void> {
  await provider?.shutdown();
}

/**
 * The active span's context as a W3C `traceparent` value, stored with an event so the
 * deliveries it causes can link back to the request; undefined when tracing is off.
 */
export function currentTraceParent(): string | undefined {
  if (!provider) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** A link to the span a stored `traceparent` names, if it is well-formed. */
export function linkTo(traceParent: string | null | undefined): Link[] {
  if (!traceParent) return [];
  const spanContext = trace.getSpanContext(
    propagation.extract(ROOT_CONTEXT, { traceparent: traceParent }),
  );
  return spanContext ? [{ context: spanContext }] : [];
}
