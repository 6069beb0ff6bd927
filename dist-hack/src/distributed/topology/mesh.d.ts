import type { ParallelAxis } from '../../config/index.js';
import { type AxisSizes } from './axes.js';
/** A rank's position on every axis. */
export type Coordinates = Record<ParallelAxis, number>;
/**
 * The ranks of the world laid out as a grid in {@link MESH_ORDER} (row-major: the innermost
 * axis, tensor, varies fastest). Pure arithmetic: no process groups.
 */
export declare class DeviceMesh {
    readonly sizes: Readonly<AxisSizes>;
    readonly worldSize: number;
    private readonly strides;
    constructor(sizes: Readonly<AxisSizes>);
    /** Where `rank` sits on every axis. */
    coordinates(rank: number): Coordinates;
    /** The rank at `coords`. */
    rankAt(coords: Coordinates): number;
    /**
     * The ranks that share `rank`'s coordinates on every axis outside `axes`, in rank order:
     * `rank`'s group for a collective over `axes`.
     */
    groupRanks(axes: readonly ParallelAxis[], rank: number): number[];
    /** Every group of a collective over `axes` (a partition of the world), ordered by their first rank. */
    allGroups(axes: readonly ParallelAxis[]): number[][];
    private checkRank;
}
