/** The export formats an import reads, by the document's `ImportFormat`. */
import type { ImportFormat } from '../../db/schema';
import { readGithub } from './github';
import { readJira } from './jira';
import { readLinear } from './linear';
import type { SourceRow } from './types';

export type { ImportedComment, ImportedIssue, ImportedLabel, SourceRow } from './types';

const READERS: Record<ImportFormat, (content: string) => SourceRow[]> = {
  'jira-csv': readJira,
  'github-json': readGithub,
  'linear-csv': readLinear,
};

/** The rows of an export; a 400 naming `content` when it cannot be read as `format`. */
export function readExport(format: ImportFormat, content: string): SourceRow[] {
  return READERS[format](content);
}
