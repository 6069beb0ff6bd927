import type { ParallelAxis } from '../../config/index.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { type AxisSizes } from './axes.js';
import { DeviceMesh, type Coordinates } from './mesh.js';
/**
 * The reductions that span several axes. The data domain holds the ranks that see different
 * samples (loss normalizer, metrics, logged losses); the optimizer domain holds every rank
 * (non-finite skip, clip norm).
 */
export declare const DOMAIN_AXES: {
    readonly data: readonly ["replicate", "shard"];
    readonly optimizer: readonly ["pipeline", "replicate", "shard", "context", "expert", "tensor"];
};
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
export declare class Topology {
    readonly mesh: DeviceMesh;
    /** This process's global rank. */
    readonly rank: number;
    /** This rank's coordinate on every axis. */
    readonly coordinates: Readonly<Coordinates>;
    private groups;
    private constructor();
    /**
     * Resolves the axes against the default group's world size and creates the groups
     * ({@link plan}, then {@link initGroups}).
     *
     * @throws Error when the axes do not multiply to the world size (both numbers named) or an
     *   unsupported axis is above 1; Error when the default process group is not initialized
     */
    static create(options: TopologyOptions): Promise<Topology>;
    /**
     * `rank`'s place in `mesh`, without process groups yet (pure arithmetic): {@link initGroups}
     * creates them, or {@link setGroups} takes groups made elsewhere.
     */
    static plan(mesh: DeviceMesh, rank: number): Topology;
    /** One process: every axis 1, no groups. */
    static single(): Topology;
    /** Whether the process groups exist ({@link initGroups} or {@link setGroups} ran). */
    get hasGroups(): boolean;
    /**
     * Creates a process group for every axis above 1 and for the data and optimizer domains;
     * groups that would hold the same ranks are one group, and a group of this rank alone is
     * none. Collective: every rank of the default group calls it with the same mesh, in the same
     * order as its other `newGroup` calls.
     *
     * @throws Error when the groups exist already, or the default process group is not initialized
     */
    initGroups(options?: {
        timeoutMs?: number;
    }): Promise<void>;
    /**
     * Takes process groups made elsewhere: one entry per axis and domain, each holding this
     * rank's group over it (null where that is this rank alone).
     *
     * @throws Error when the groups exist already, a name is missing, or a group's size is not
     *   the size of this rank's group over its axes
     */
    setGroups(groups: ReadonlyMap<GroupName, ProcessGroup | null>): void;
    /** The size of every axis. */
    get sizes(): Readonly<AxisSizes>;
    /** The size of an axis, or of a domain (the product of its axes). */
    size(name: GroupName): number;
    /** The global ranks of this rank's group over an axis or domain, in rank order (this rank alone when that is all). */
    ranks(name: GroupName): number[];
    /** This rank's group over an axis or domain, or null when the group is this rank alone. */
    group(name: GroupName): ProcessGroup | null;
    /** This rank's index within its group over `name`. */
    indexIn(name: GroupName): number;
    /** Element-wise float64 reduction of `values` over this rank's group `name` (the values themselves when it is this rank alone). */
    reduce(name: GroupName, values: readonly number[], op?: 'sum' | 'max'): Promise<number[]>;
    /** `pipeline 1/2 · tensor 0/2`: the axes above 1 and this rank's place on them. */
    toString(): string;
}
