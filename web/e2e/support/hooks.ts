import { stopSharedService } from './service';

/** Mocha's root hooks for the browser tests: the shared service stops after the last file. */
export const mochaHooks = {
  async afterAll() {
    await stopSharedService();
  },
};
