import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

describe('reduceScatterTensor on Gloo: all-to-all then a rank-order sum', () => {
  for (const world of [2, 3, 4]) {
    test(`${world} ranks, 1,000,003 float32: bitwise the rank-order sum, (N-1)/N of the input sent`, async () => {
      const results = await runRanks('reduce-scatter.mjs', world, { timeoutMs: 120_000 });
      expectAllOk(results);
      for (const { result: r } of results) {
        expect(r.failures).toEqual([]);
        expect(r.rsMismatches).toBe(0);
        const share = ((world - 1) / world) * r.inputBytes;
        // What the algorithm hands to the transport, as the group counts it.
        expect(r.rsCounted).toEqual({ calls: 1, bytesSent: share });
        // What the process wrote to its sockets during the call: the share plus Gloo's small
        // per-message headers, and well under the all-reduce's 2(N-1)/N.
        expect(r.rsWritten).toBeGreaterThanOrEqual(share);
        expect(r.rsWritten).toBeLessThanOrEqual(share + 64 * 1024);
        expect(r.arWritten).toBeGreaterThan(1.5 * share);
        const gatherShare = (world - 1) * (r.inputBytes / world);
        expect(r.agCounted.bytesSent).toBe(gatherShare);
        expect(r.agWritten).toBeGreaterThanOrEqual(gatherShare);
        expect(r.agWritten).toBeLessThanOrEqual(gatherShare + 64 * 1024);
        expect(r.badSize).toMatch(/the input must hold group size x output elements .*pad the input/);
        // Before buffers were released at completion, this grew by the buffers of every call (about 150 MB at 2 ranks).
        expect(r.rssGrowth).toBeLessThan(48 * 1024 * 1024);
      }
    });
  }
});
