import { Writable } from 'node:stream';
import { expect } from 'chai';
import { createLogger, workerLogger } from '../../src/logging';

/** The service's logger at `info`, writing its JSON lines where the test can read them. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, log: workerLogger(createLogger('info', stream)) };
}

const JOB = {
  id: '42',
  task_identifier: 'sessions:prune',
  attempts: 1,
  payload: { padding: 'x'.repeat(600) },
};

describe('worker log lines', () => {
  it('keeps routine job completions out of info, so an idle worker is quiet', () => {
    const { lines, log } = capture();
    log.info('Completed task 42 (sessions:prune, 3.1ms) with success', {
      job: JOB,
      duration: 3.1,
      success: true,
    });
    expect(lines).to.have.length(0);
  });

  it('names a failed job by id, task and attempt instead of dumping its row', () => {
    const { lines, log } = capture();
    log.error('Failed task 42 (sessions:prune) with error', { job: JOB, failure: true });
    expect(lines).to.have.length(1);
    expect(lines[0]).to.include({ jobId: '42', task: 'sessions:prune', attempt: 1, level: 50 });
    expect(JSON.stringify(lines[0])).not.to.include('padding');
  });
});
