import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';

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

/** {@link sameFile} through `fs/promises`. */
export async function sameFileAsync(a: string, b: string): Promise<boolean> {
  try {
    const [sa, sb] = await Promise.all([stat(a), stat(b)]);
    return sa.ino === sb.ino && sa.dev === sb.dev;
  } catch {
    return false;
  }
}
