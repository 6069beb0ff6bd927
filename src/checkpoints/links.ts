import { closeSync, copyFileSync, fsyncSync, linkSync, openSync, renameSync, statSync } from 'node:fs';

import { syncDirectory, tempPath, unlinkQuiet } from '../torch/serialize/atomic.js';

/** How {@link linkOrCopy} made the file. */
export type LinkKind = 'link' | 'copy';

/**
 * Makes `target` hold the same bytes as `source`, atomically: a hard link when the file
 * system allows one (no bytes copied), else a copy that is flushed to disk. Either way the
 * new name is made under a temporary name and renamed over `target`, so a crash leaves
 * either the old `target` or the new one, and the directory is flushed afterwards.
 *
 * Because every checkpoint file is replaced by rename, never rewritten in place, a hard
 * link keeps its bytes when `source` is later replaced.
 */
export function linkOrCopy(source: string, target: string): LinkKind {
  const { dir, tmp } = tempPath(target);
  let kind: LinkKind = 'link';
  try {
    try {
      linkSync(source, tmp);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // Cross-device, unsupported or not permitted: copy instead. Anything else is real.
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EMLINK') throw err;
      kind = 'copy';
      copyFileSync(source, tmp);
      const fd = openSync(tmp, 'r+');
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
    renameSync(tmp, target);
  } catch (err) {
    unlinkQuiet(tmp);
    throw new Error(`cannot make '${target}' from '${source}': ${(err as Error).message}`);
  }
  syncDirectory(dir);
  return kind;
}

/** True when both paths exist and name the same file (the same inode on the same device). */
export function sameFile(a: string, b: string): boolean {
  try {
    const sa = statSync(a);
    const sb = statSync(b);
    return sa.ino === sb.ino && sa.dev === sb.dev;
  } catch {
    return false;
  }
}
