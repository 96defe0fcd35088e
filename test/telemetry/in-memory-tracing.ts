/** Imported first by traced-service.ts: tracing on, into memory, before `pg` loads. */
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { startTracing } from '../../src/telemetry';

export const exporter = new InMemorySpanExporter();
startTracing({ exporter });
