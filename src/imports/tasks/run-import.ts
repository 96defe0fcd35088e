import type { Task } from 'graphile-worker';
import type { WorkerContext } from '../../feature';
import { finishImport, runImport } from '../run';

export const RUN_IMPORT = 'imports:run';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      [RUN_IMPORT]: { importId: string };
    }
  }
}

/**
 * Runs an import (`createImport` queued it). Stopped by a worker's stop, it fails this
 * attempt on purpose, so graphile-worker runs it again and it goes on where it stopped; a
 * killed worker's job is taken up the same way. The last attempt's failure fails the import.
 */
export function runImportTask({ db, config, stopping }: WorkerContext): Task<typeof RUN_IMPORT> {
  return async ({ importId }, helpers) => {
    try {
      const outcome = await runImport(db, importId, {
        batchSize: config.importBatchSize,
        stopping,
      });
      if (outcome === 'stopped')
        throw new Error(`import ${importId}: stopped, resumes on the next attempt`);
    } catch (error) {
      if (helpers.job.attempts >= helpers.job.max_attempts) {
        await finishImport(
          db,
          importId,
          'The import stopped after repeated errors; the rows imported so far stay.',
        );
      }
      throw error;
    }
  };
}
