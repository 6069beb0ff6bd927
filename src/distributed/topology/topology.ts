import type { ParallelAxis } from '../../config/index.js';
import { getDefaultGroup, getRank, getWorldSize, newGroup } from '../../torch/distributed/init.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { reduceNumbers } from '../group-source.js';
import { MESH_ORDER, resolveAxisSizes, type AxisSizes } from './axes.js';
import { DeviceMesh, type Coordinates } from './mesh.js';

/**
 * The reductions that span several axes. The data domain holds the ranks that see different
 * samples (loss normalizer, metrics, logged losses); the optimizer domain holds every rank
 * (non-finite skip, clip norm).
 */
export const DOMAIN_AXES = {
  data: ['replicate', 'shard'],
  optimizer: [...MESH_ORDER],
} as const satisfies Record<string, readonly ParallelAxis[]>;

/** A named reduction domain. */
export type Domain = keyof typeof DOMAIN_AXES;

/** One axis, or a named domain (several axes). */
export type GroupName = ParallelAxis | Domain;

/** Options of {@link Topology.create}. */
export interface TopologyOptions {
  /** Axis sizes as the config's `parallel` section gives them (one may be -1). */
  axes: Partial<Record<ParallelAxis, number>>;
  /** Timeout of the groups' collectives in ms (default: the default group's). */
  timeoutMs?: number;
}

/**
 * This rank's place in the device mesh and a process group for every axis above 1 and for
 * the data and optimizer domains (see {@link DOMAIN_AXES}). Groups that would hold the same
 * ranks are one group. Built collectively: every rank of the default group calls
 * {@link Topology.create} with the same axes.
 */
export class Topology {
  /** This process's global rank. */
  readonly rank: number;
  /** This rank's coordinate on every axis. */
  readonly coordinates: Readonly<Coordinates>;

  private constructor(
    readonly mesh: DeviceMesh,
    rank: number,
    private readonly groups: Map<GroupName, ProcessGroup | null>,
  ) {
    this.rank = rank;
    this.coordinates = Object.freeze(mesh.coordinates(rank));
  }

  /**
   * Resolves the axes against the default group's world size and creates the groups.
   *
   * @throws Error when the axes do not multiply to the world size (both numbers named) or an
   *   unsupported axis is above 1; Error when the default process group is not initialized
   */
  static async create(options: TopologyOptions): Promise<Topology> {
    const world = getWorldSize();
    const rank = getRank();
    const mesh = new DeviceMesh(resolveAxisSizes(options.axes, world));
    const byRanks = new Map<string, ProcessGroup | null>();
    const world0 = getDefaultGroup();
    byRanks.set(key(world0.ranks), world0);
    const groups = new Map<GroupName, ProcessGroup | null>();
    const specs: [GroupName, readonly ParallelAxis[]][] = [...MESH_ORDER.map((a) => [a, [a]] as [GroupName, ParallelAxis[]]), ...(Object.entries(DOMAIN_AXES) as [Domain, readonly ParallelAxis[]][])];
    for (const [name, axes] of specs) {
      const mine = mesh.groupRanks(axes, rank);
      if (mine.length === 1) {
        groups.set(name, null);
        continue;
      }
      // Every rank walks the same partitions in the same order, as newGroup requires.
      for (const ranks of mesh.allGroups(axes)) {
        const k = key(ranks);
        if (!byRanks.has(k)) byRanks.set(k, await newGroup(ranks, { timeoutMs: options.timeoutMs }));
      }
      groups.set(name, byRanks.get(key(mine))!);
    }
    return new Topology(mesh, rank, groups);
  }

  /** One process: every axis 1, no groups. */
  static single(): Topology {
    const mesh = new DeviceMesh(resolveAxisSizes({}, 1));
    const names: GroupName[] = [...MESH_ORDER, ...(Object.keys(DOMAIN_AXES) as Domain[])];
    return new Topology(mesh, 0, new Map(names.map((n) => [n, null])));
  }

  /** The size of every axis. */
  get sizes(): Readonly<AxisSizes> {
    return this.mesh.sizes;
  }

  /** The size of an axis, or of a domain (the product of its axes). */
  size(name: GroupName): number {
    return this.ranks(name).length;
  }

  /** The global ranks of this rank's group over an axis or domain, in rank order (this rank alone when that is all). */
  ranks(name: GroupName): number[] {
    return this.mesh.groupRanks(axesOf(name), this.rank);
  }

  /** This rank's group over an axis or domain, or null when the group is this rank alone. */
  group(name: GroupName): ProcessGroup | null {
    if (!this.groups.has(name)) throw new RangeError(`Topology.group: unknown axis or domain '${name}'; expected one of ${[...this.groups.keys()].join(', ')}`);
    return this.groups.get(name)!;
  }

  /** This rank's index within its group over `name`. */
  indexIn(name: GroupName): number {
    return this.ranks(name).indexOf(this.rank);
  }

  /** Element-wise float64 reduction of `values` over this rank's group `name` (the values themselves when it is this rank alone). */
  async reduce(name: GroupName, values: readonly number[], op: 'sum' | 'max' = 'sum'): Promise<number[]> {
    const g = this.group(name);
    return g ? reduceNumbers(g, values, op) : [...values];
  }

  /** `pipeline 1/2 · tensor 0/2`: the axes above 1 and this rank's place on them. */
  toString(): string {
    const parts = MESH_ORDER.filter((a) => this.sizes[a] > 1).map((a) => `${a} ${this.coordinates[a]}/${this.sizes[a]}`);
    return `rank ${this.rank}: ${parts.join(' · ') || 'one process'}`;
  }
}

function axesOf(name: GroupName): readonly ParallelAxis[] {
  if (name in DOMAIN_AXES) return DOMAIN_AXES[name as Domain];
  if ((MESH_ORDER as readonly string[]).includes(name)) return [name as ParallelAxis];
  throw new RangeError(`Topology: unknown axis or domain '${name}'; expected one of ${[...MESH_ORDER, ...Object.keys(DOMAIN_AXES)].join(', ')}`);
}

function key(ranks: readonly number[]): string {
  return ranks.join(',');
}
