import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { Heartbeat, HEARTBEAT_FILE } from '../../../src/checkpoints/heartbeat.js';

describe('Heartbeat', () => {
  it('writes pid, step and time at most once per interval, atomically', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tr-hb-'));
    try {
      const hb = new Heartbeat(dir, { intervalMs: 200 });
      expect(hb.beat(1)).toBe(true);
      await hb.idle();
      const first = JSON.parse(readFileSync(join(dir, HEARTBEAT_FILE), 'utf8'));
      expect(first).toMatchObject({ pid: process.pid, step: 1, epoch: 0, status: 'running' });
      expect(Date.now() - Date.parse(first.time)).toBeLessThan(60_000);
      expect(hb.beat(2)).toBe(false); // within the interval: not written
      expect(JSON.parse(readFileSync(hb.path, 'utf8')).step).toBe(1);
      await new Promise((r) => setTimeout(r, 250));
      expect(hb.beat(3, 1)).toBe(true);
      await hb.idle();
      expect(JSON.parse(readFileSync(hb.path, 'utf8'))).toMatchObject({ step: 3, epoch: 1 });
      await hb.stop(4, 1);
      expect(JSON.parse(readFileSync(hb.path, 'utf8'))).toMatchObject({ step: 4, status: 'stopped' });
      expect(readdirSync(dir)).toEqual([HEARTBEAT_FILE]); // no temporary files left
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
