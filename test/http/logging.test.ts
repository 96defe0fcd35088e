import { Writable } from 'node:stream';
import { expect } from 'chai';
import request from 'supertest';
import { createApp } from '../../src/app';
import { createLogger } from '../../src/logging';
import { suite, testConfig } from '../support/context';
import { givenUser } from '../support/factories';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The logger the service itself uses, only writing to this stream.
  const log = createLogger('info', stream);
  return { log, lines };
}

describe('request logging', () => {
  it('logs one line per request with its id, and never a credential', async () => {
    const { log, lines } = capture();
    const app = createApp({ config: testConfig(), db: suite.database.db, log });
    const user = await givenUser();
    const secret = user.cookie.split('=')[1]!;
    await request(app.callback())
      .get('/api/auth/me')
      .set('Cookie', user.cookie)
      .set('X-Request-Id', 'req-42')
      .expect(200);
    await request(app.callback())
      .post('/api/auth/login')
      .send({ email: user.email, password: 'correct horse battery' })
      .expect(200);
    await request(app.callback())
      .get('/api/workspaces')
      .set('Authorization', `Bearer hsp_${user.id}_${'a'.repeat(64)}`)
      .expect(401);
    const output = lines.join('');
    expect(output).to.include('"requestId":"req-42"');
    expect(output).not.to.include(secret);
    expect(output).not.to.include('correct horse battery');
    expect(output).not.to.include('a'.repeat(64));
    expect(lines.filter((line) => line.includes('"msg":"request"'))).to.have.length(3);
  });

  it('redacts credentials wherever a log call would carry them', () => {
    const { log, lines } = capture();
    log.info(
      {
        req: { headers: { authorization: 'Bearer hsp_x', cookie: 'service_access=abc' } },
        body: { password: 'p', token: 't', secret: 's' },
      },
      'x',
    );
    expect(lines.join('')).not.to.match(/hsp_x|service_access=abc|"p"|"t"|"s"/);
  });
});
