/** Imports from Jira, GitHub and Linear exports, as a feature of the service. */
import type { Feature } from '../feature';
import { importHandlers } from './handlers';
import { RUN_IMPORT, runImportTask } from './tasks/run-import';

export const imports = {
  name: 'imports',
  handlers: () => importHandlers,
  tasks: (context) => ({ [RUN_IMPORT]: runImportTask(context) }),
} satisfies Feature;
