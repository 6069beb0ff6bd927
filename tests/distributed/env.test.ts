import { describe, expect, test } from 'vitest';

import { firstSlurmHost, readDistributedEnv } from '../../src/distributed/env.js';

describe('distributed environment', () => {
  test("torchrun's variables", () => {
    const e = readDistributedEnv({
      RANK: '3',
      LOCAL_RANK: '1',
      WORLD_SIZE: '4',
      LOCAL_WORLD_SIZE: '2',
      MASTER_ADDR: 'node7',
      MASTER_PORT: '1234',
      TORCHELASTIC_RESTART_COUNT: '2',
      TORCHELASTIC_USE_AGENT_STORE: 'True',
    });
    expect(e).toEqual({ rank: 3, localRank: 1, worldSize: 4, localWorldSize: 2, masterAddr: 'node7', masterPort: 1234, restartCount: 2, useAgentStore: true, source: 'torchrun' });
  });

  test("SLURM's when torchrun's are absent: first host of the node list, port from the job id", () => {
    const e = readDistributedEnv({
      SLURM_PROCID: '5',
      SLURM_NTASKS: '8',
      SLURM_LOCALID: '1',
      SLURM_NODEID: '2',
      SLURM_TASKS_PER_NODE: '2(x3),2',
      SLURM_JOB_NODELIST: 'gpu[012-015,020],cpu1',
      SLURM_JOB_ID: '4242',
    });
    expect(e).toMatchObject({ rank: 5, worldSize: 8, localRank: 1, localWorldSize: 2, masterAddr: 'gpu012', masterPort: 15000 + 4242, source: 'slurm' });
    expect(readDistributedEnv({ SLURM_PROCID: '0', SLURM_NTASKS: '2', SLURM_NODELIST: 'a,b', MASTER_PORT: '999' })).toMatchObject({ masterAddr: 'a', masterPort: 999 });
  });

  test('torchrun wins over SLURM; nothing set is one process', () => {
    expect(readDistributedEnv({ RANK: '0', WORLD_SIZE: '2', SLURM_PROCID: '1', SLURM_NTASKS: '2' }).source).toBe('torchrun');
    expect(readDistributedEnv({})).toMatchObject({ rank: 0, worldSize: 1, source: 'none' });
  });

  test('bad values are named', () => {
    expect(() => readDistributedEnv({ RANK: 'x', WORLD_SIZE: '2' })).toThrow(/RANK must be a non-negative integer, got 'x'/);
    expect(() => readDistributedEnv({ RANK: '2', WORLD_SIZE: '2' })).toThrow(/RANK=2 is not in 0\.\.WORLD_SIZE-1/);
    expect(() => readDistributedEnv({ RANK: '0' })).toThrow(/WORLD_SIZE is not set/);
  });

  test('SLURM node lists', () => {
    expect(firstSlurmHost('node[03-05,07],gpu1')).toBe('node03');
    expect(firstSlurmHost('host1')).toBe('host1');
    expect(firstSlurmHost('rack[1-2]-n[4-5]')).toBe('rack1-n4');
  });
});
