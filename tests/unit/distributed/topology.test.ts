import { describe, expect, test } from 'vitest';

import { DeviceMesh, MESH_ORDER, resolveAxisSizes } from '../../../src/distributed/topology/index.js';

const sizes = (s: Record<string, number>) => resolveAxisSizes(s, Object.values(s).reduce((a, b) => a * Math.max(1, b), 1));

describe('parallel axes', () => {
  test('tensor is the innermost axis and pipeline the outermost', () => {
    expect(MESH_ORDER[MESH_ORDER.length - 1]).toBe('tensor');
    expect(MESH_ORDER[0]).toBe('pipeline');
  });

  test('an axis of -1 takes what the world size leaves', () => {
    expect(resolveAxisSizes({ shard: -1, tensor: 2 }, 8)).toEqual({ pipeline: 1, replicate: 1, shard: 4, context: 1, expert: 1, tensor: 2 });
  });

  test('a product other than the world size fails naming both numbers', () => {
    expect(() => resolveAxisSizes({ shard: 2, tensor: 2, pipeline: 2 }, 4)).toThrow(
      'parallel: the axes multiply to 8 (pipeline 2 × shard 2 × tensor 2) but the world size is 4',
    );
    expect(() => resolveAxisSizes({ shard: -1, tensor: 3 }, 4)).toThrow('the axes other than shard multiply to 3 (tensor 3), which does not divide the world size 4');
  });

  test('expert above 1 is refused until expert layers exist', () => {
    expect(() => resolveAxisSizes({ expert: 2, shard: 1 }, 2)).toThrow(/parallel\.expert is 2, but expert parallelism needs mixture-of-experts layers/);
  });
});

describe('DeviceMesh', () => {
  // pipeline 2 × shard 2 × tensor 2 over 8 ranks: tensor neighbours differ by 1, shard by 2, pipeline by 4.
  const mesh = new DeviceMesh(sizes({ pipeline: 2, shard: 2, tensor: 2 }));

  test('coordinates and ranks are inverse, tensor varying fastest', () => {
    expect(mesh.coordinates(5)).toEqual({ pipeline: 1, replicate: 0, shard: 0, context: 0, expert: 0, tensor: 1 });
    for (let r = 0; r < 8; r++) expect(mesh.rankAt(mesh.coordinates(r))).toBe(r);
  });

  test('groups over one axis and over several', () => {
    expect(mesh.allGroups(['tensor'])).toEqual([[0, 1], [2, 3], [4, 5], [6, 7]]);
    expect(mesh.allGroups(['shard'])).toEqual([[0, 2], [1, 3], [4, 6], [5, 7]]);
    expect(mesh.allGroups(['pipeline'])).toEqual([[0, 4], [1, 5], [2, 6], [3, 7]]);
    expect(mesh.groupRanks(['shard', 'tensor'], 6)).toEqual([4, 5, 6, 7]);
    expect(mesh.allGroups([...MESH_ORDER])).toEqual([[0, 1, 2, 3, 4, 5, 6, 7]]);
  });
});
