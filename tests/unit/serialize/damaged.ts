import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from 'vitest';

/** A damaged-file case: the file's name, its bytes (null: no file at all), the expected message. */
export type DamagedCase = [string, () => Buffer | null, RegExp];

/** One test per case: loading the file fails with an error that names it and says why. */
export function testDamagedFiles(dir: () => string, cases: DamagedCase[], load: (path: string) => unknown): void {
  for (const [name, make, message] of cases) {
    test(name, () => {
      const path = join(dir(), name);
      const bytes = make();
      if (bytes) writeFileSync(path, bytes);
      let err: Error | undefined;
      try {
        load(path);
      } catch (e) {
        err = e as Error;
      }
      expect(err?.message).toContain(path);
      expect(err?.message).toMatch(message);
    });
  }
}
