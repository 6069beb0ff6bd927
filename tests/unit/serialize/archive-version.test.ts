// The format version a torch.save archive records is checked as PyTorch checks it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

import { torch, type Tensor } from '../../../src/index.js';
import { ARCHIVE_VERSIONS } from '../../../src/torch/serialize/archive-version.js';
import { zipArchive, zipRecords } from '../../fixtures/serialize/crafted.js';

const dir = mkdtempSync(join(tmpdir(), 'archive-version-'));
const base = join(dir, 'base.pth');
torch.save({ a: torch.ones([2]) }, base);

/** The saved archive with its `version` record replaced (re-zipped with correct CRC-32s). */
function withVersion(text: string): string {
  const records = zipRecords(readFileSync(base)).map(([name, data]): [string, Buffer] => [name, /^[^/]+\/version$/.test(name) ? Buffer.from(text) : data]);
  const path = join(dir, `v-${Buffer.from(text).toString('hex')}.pth`);
  writeFileSync(path, zipArchive(records));
  return path;
}

describe('the archive format version', () => {
  test('versions 1 to 10 load (PyTorch 1.13 reads those); torch.save writes one of them', () => {
    expect(ARCHIVE_VERSIONS).toEqual({ min: 1, max: 10 });
    const saved = zipRecords(readFileSync(base)).find(([n]) => /^[^/]+\/version$/.test(n))![1].toString().trim();
    expect(Number(saved)).toBeGreaterThanOrEqual(1);
    for (const v of ['1\n', '3\n', '10\n', '3']) {
      const t = (torch.load(withVersion(v)) as { a: Tensor }).a;
      expect(t.tolist()).toEqual([1, 1]);
    }
  });

  test("out of range or not a number is refused, as PyTorch refuses it, naming the file and what it records", () => {
    const p999 = withVersion('999\n');
    expect(() => torch.load(p999)).toThrow(`torch.load: cannot load '${p999}': it records format version 999, but the newest version that can be read is 10`);
    expect(() => torch.load(withVersion('11\n'))).toThrow(/records format version 11, but the newest version that can be read is 10/);
    expect(() => torch.load(withVersion('0\n'))).toThrow(/records format version 0, but the oldest version that can be read is 1/);
    expect(() => torch.load(withVersion('-1\n'))).toThrow(/records format version -1, but the oldest version that can be read is 1/);
    expect(() => torch.load(withVersion('abc\n'))).toThrow(/its format version record \(version\) holds "abc\\n", not a number/);
    expect(() => torch.load(withVersion(''))).toThrow(/holds "", not a number/);
    expect(() => torch.load(withVersion('3.5\n'))).toThrow(/holds "3\.5\\n", not a number/);
  });
});
