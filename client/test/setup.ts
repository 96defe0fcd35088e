import { startServer, type RunningServer } from './support/server.js';

/** The one live server of the client suite. */
export const live = { server: undefined as unknown as RunningServer };

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(180_000);
    live.server = await startServer();
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await live.server?.stop();
  },
};
