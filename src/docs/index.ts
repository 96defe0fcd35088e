/** The served OpenAPI document and its reference page, as a feature of the service. */
import type { Feature } from '../feature';
import { metaHandlers } from './reference';

export const docs = {
  name: 'docs',
  handlers: ({ spec }) => metaHandlers(spec),
} satisfies Feature;
