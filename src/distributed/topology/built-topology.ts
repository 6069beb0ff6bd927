import type { ParallelAxis } from '../../config/index.js';
import type { AxisSizes } from './axes.js';
import { DeviceMesh } from './mesh.js';
import { Topology } from './topology.js';

/** The topology of `mesh` for `rank`, with its process groups (one process: {@link Topology.single}). */
export async function defaultTopology(mesh: DeviceMesh, rank: number): Promise<Topology> {
  if (mesh.worldSize === 1) return Topology.single();
  const topology = Topology.plan(mesh, rank);
  await topology.initGroups();
  return topology;
}

/** Throws unless `topology` is `mesh`'s, for `rank`, with its process groups made. */
export function checkTopology(topology: Topology, mesh: DeviceMesh, rank: number): void {
  if (!(topology instanceof Topology)) throw new TypeError(`MeshParallelStrategy: buildTopology must return a Topology, got ${typeof topology}`);
  const differs = (Object.keys(mesh.sizes) as ParallelAxis[]).filter((a) => topology.sizes[a] !== mesh.sizes[a]);
  if (differs.length > 0 || topology.rank !== rank) {
    const describe = (sizes: Readonly<AxisSizes>) => (Object.keys(sizes) as ParallelAxis[]).map((a) => `${a} ${sizes[a]}`).join(', ');
    throw new Error(`MeshParallelStrategy: the topology built (rank ${topology.rank}: ${describe(topology.sizes)}) is not config.parallel's mesh (rank ${rank}: ${describe(mesh.sizes)}); build it over the mesh it is given`);
  }
  if (!topology.hasGroups) throw new Error('MeshParallelStrategy: the topology built has no process groups; create them (topology.initGroups()) before returning it');
}
