import { stringify } from 'yaml';
import type { GitInfo } from './git.js';

/** The contents of `metadata/git.yaml`: everything in {@link GitInfo} except the diff text. */
export function gitYaml(git: GitInfo | null): string {
  if (git === null) return stringify({ available: false });
  const { diff: _diff, ...rest } = git;
  return stringify({ available: true, ...rest }, { sortMapEntries: true, lineWidth: 0 });
}
