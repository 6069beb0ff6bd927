import type { ParallelAxis } from '../../config/index.js';
import { getDefaultGroup, getRank, getWorldSize, newGroup } from '../../torch/distributed/init.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { reduceNumbers } from '../group-source.js';
import { MESH_ORDER, resolveAxisSizes, type AxisSizes } from './axes.js';
import { DeviceMesh, type Coordinates } from './mesh.js';

/**
 * The reductions that span several axes. The data domain holds the ranks that see different
 * tokens (loss normalizer, metrics, logged losses, and data parallelism's gradient sum): the
 * context ranks see different parts of the same samples. The optimizer domain holds every rank
 * (non-finite skip, clip norm).
 */
export const DOMAIN_AXES = {
  data: ['replicate', 'shard', 'context'],
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

  private groups: Map<GroupName, ProcessGroup | null> | null;

  private constructor(
    readonly mesh: DeviceMesh,
    rank: number,
    groups: Map<GroupName, ProcessGroup | null> | null,
  ) {
    this.rank = rank;
    this.coordinates = Object.freeze(mesh.coordinates(rank));
    this.groups = groups;
  }

  /**
   * Resolves the axes against the default group's world size and creates the groups
   * ({@link plan}, then {@link initGroups}).
   *
   * @throws Error when the axes do not multiply to the world size (both numbers named) or an
   *   unsupported axis is above 1; Error when the default process group is not initialized
   */
  static async create(options: TopologyOptions): Promise<Topology> {
    const topology = Topology.plan(new DeviceMesh(resolveAxisSizes(options.axes, getWorldSize())), getRank());
    await topology.initGroups({ timeoutMs: options.timeoutMs });
    return topology;
  }

  /**
   * `rank`'s place in `mesh`, without process groups yet (pure arithmetic): {@link initGroups}
   * creates them, or {@link setGroups} takes groups made elsewhere.
   */
  static plan(mesh: DeviceMesh, rank: number): Topology {
    return new Topology(mesh, rank, null);
  }

  /** One process: every axis 1, no groups. */
  static single(): Topology {
    const mesh = new DeviceMesh(resolveAxisSizes({}, 1));
    return new Topology(mesh, 0, new Map(GROUP_NAMES.map((n) => [n, null])));
  }

  /** Whether the process groups exist ({@link initGroups} or {@link setGroups} ran). */
  get hasGroups(): boolean {
    return this.groups !== null;
  }

  /**
   * Creates a process group for every axis above 1 and for the data and optimizer domains;
   * groups that would hold the same ranks are one group, and a group of this rank alone is
   * none. Collective: every rank of the default group calls it with the same mesh, in the same
   * order as its other `newGroup` calls.
   *
   * @throws Error when the groups exist already, or the default process group is not initialized
   */
  async initGroups(options: { timeoutMs?: number } = {}): Promise<void> {
    if (this.groups) throw new Error('Topology.initGroups: the process groups exist already');
    const byRanks = new Map<string, ProcessGroup | null>();
    const groups = new Map<GroupName, ProcessGroup | null>();
    for (const name of GROUP_NAMES) {
      const axes = axesOf(name);
      const mine = this.mesh.groupRanks(axes, this.rank);
      if (mine.length === 1) {
        groups.set(name, null);
        continue;
      }
      if (byRanks.size === 0) byRanks.set(key(getDefaultGroup().ranks), getDefaultGroup());
      // Every rank walks the same partitions in the same order, as newGroup requires.
      for (const ranks of this.mesh.allGroups(axes)) {
        const k = key(ranks);
        if (!byRanks.has(k)) byRanks.set(k, await newGroup(ranks, { timeoutMs: options.timeoutMs }));
      }
      groups.set(name, byRanks.get(key(mine))!);
    }
    this.groups = groups;
  }

  /**
   * A new process group over `axes` (apart from the ones {@link initGroups} made: for checks
   * that must not queue behind the transfers on those, or for a combination of axes that is no
   * axis or domain), or null when it is this rank alone. Collective, as {@link initGroups}:
   * every rank of the default group calls it, in the same order as its other `newGroup` calls.
   */
  async newGroupOver(axes: readonly ParallelAxis[], options: { timeoutMs?: number } = {}): Promise<ProcessGroup | null> {
    const mine = key(this.mesh.groupRanks(axes, this.rank));
    let own: ProcessGroup | null = null;
    for (const ranks of this.mesh.allGroups(axes)) {
      if (ranks.length === 1) continue;
      const g = await newGroup(ranks, { timeoutMs: options.timeoutMs });
      if (key(ranks) === mine) own = g;
    }
    return own;
  }

  /** A second process group over `name`'s axes ({@link newGroupOver}). */
  duplicateGroup(name: GroupName, options: { timeoutMs?: number } = {}): Promise<ProcessGroup | null> {
    return this.newGroupOver(axesOf(name), options);
  }

  /**
   * Takes process groups made elsewhere: one entry per axis and domain, each holding this
   * rank's group over it (null where that is this rank alone).
   *
   * @throws Error when the groups exist already, a name is missing, or a group's size is not
   *   the size of this rank's group over its axes
   */
  setGroups(groups: ReadonlyMap<GroupName, ProcessGroup | null>): void {
    if (this.groups) throw new Error('Topology.setGroups: the process groups exist already');
    for (const name of GROUP_NAMES) {
      if (!groups.has(name)) throw new Error(`Topology.setGroups: no entry for '${name}'; give one for every axis and domain (${GROUP_NAMES.join(', ')}), null where the group is this rank alone`);
      const size = this.ranks(name).length;
      const g = groups.get(name) ?? null;
      if ((g?.size ?? 1) !== size) throw new Error(`Topology.setGroups: the group for '${name}' holds ${g?.size ?? 1} rank(s) but this rank's group over it has ${size} (${this.ranks(name).join(', ')})`);
    }
    this.groups = new Map(GROUP_NAMES.map((n) => [n, groups.get(n) ?? null]));
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
    if (!this.groups) throw new Error(`Topology.group('${name}'): the process groups are not created yet; call initGroups() (ParallelRunner.initModelParallelGroups does) first`);
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

const GROUP_NAMES: readonly GroupName[] = [...MESH_ORDER, ...(Object.keys(DOMAIN_AXES) as Domain[])];

function axesOf(name: GroupName): readonly ParallelAxis[] {
  if (name in DOMAIN_AXES) return DOMAIN_AXES[name as Domain];
  if ((MESH_ORDER as readonly string[]).includes(name)) return [name as ParallelAxis];
  throw new RangeError(`Topology: unknown axis or domain '${name}'; expected one of ${[...MESH_ORDER, ...Object.keys(DOMAIN_AXES)].join(', ')}`);
}

function key(ranks: readonly number[]): string {
  return ranks.join(',');
}
