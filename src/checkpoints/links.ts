import { closeSync, copyFileSync, fsyncSync, linkSync, openSync, renameSync, statSync } from 'node:fs';
import { copyFile, link, open, rename, stat, unlink } from 'node:fs/promises';

import { syncDirectory, syncDirectoryAsync, tempPath, unlinkQuiet } from '../torch/serialize/atomic.js';

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
      if (!linkImpossible(err)) throw err;
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

/**
 * {@link linkOrCopy} through `fs/promises`, never blocking the JS thread. The directory is
 * flushed only when `syncDir` (default true), so that a caller making several names can flush
 * it once.
 */
export async function linkOrCopyAsync(source: string, target: string, options: { syncDir?: boolean } = {}): Promise<LinkKind> {
  const { dir, tmp } = tempPath(target);
  let kind: LinkKind = 'link';
  try {
    try {
      await link(source, tmp);
    } catch (err) {
      if (!linkImpossible(err)) throw err;
      kind = 'copy';
      await copyFile(source, tmp);
      const handle = await open(tmp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
    await rename(tmp, target);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw new Error(`cannot make '${target}' from '${source}': ${(err as Error).message}`);
  }
  if (options.syncDir ?? true) await syncDirectoryAsync(dir);
  return kind;
}

/** {@link sameFile} through `fs/promises`. */
export async function sameFileAsync(a: string, b: string): Promise<boolean> {
  try {
    const [sa, sb] = await Promise.all([stat(a), stat(b)]);
    return sa.ino === sb.ino && sa.dev === sb.dev;
  } catch {
    return false;
  }
}

/** Cross-device, unsupported or not permitted: a hard link cannot be made, so copy instead. */
function linkImpossible(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP' || code === 'EMLINK';
}
