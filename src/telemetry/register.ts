/**
 * Imported first by `main`: turns tracing on when `OTEL_EXPORTER_OTLP_ENDPOINT` is set
 * (in the environment or `.env`), before `pg` is loaded so its statements are traced.
 */
import { loadEnvFile } from '../config';
import { startTracing } from './tracing';

loadEnvFile();
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) startTracing();
