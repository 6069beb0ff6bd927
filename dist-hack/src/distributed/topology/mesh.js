import { MESH_ORDER } from './axes.js';
/**
 * The ranks of the world laid out as a grid in {@link MESH_ORDER} (row-major: the innermost
 * axis, tensor, varies fastest). Pure arithmetic: no process groups.
 */
export class DeviceMesh {
    sizes;
    worldSize;
    strides = {};
    constructor(sizes) {
        this.sizes = sizes;
        let stride = 1;
        for (const axis of [...MESH_ORDER].reverse()) {
            this.strides[axis] = stride;
            stride *= sizes[axis];
        }
        this.worldSize = stride;
    }
    /** Where `rank` sits on every axis. */
    coordinates(rank) {
        this.checkRank(rank);
        const c = {};
        for (const axis of MESH_ORDER)
            c[axis] = Math.floor(rank / this.strides[axis]) % this.sizes[axis];
        return c;
    }
    /** The rank at `coords`. */
    rankAt(coords) {
        let r = 0;
        for (const axis of MESH_ORDER)
            r += coords[axis] * this.strides[axis];
        return r;
    }
    /**
     * The ranks that share `rank`'s coordinates on every axis outside `axes`, in rank order:
     * `rank`'s group for a collective over `axes`.
     */
    groupRanks(axes, rank) {
        const base = this.coordinates(rank);
        for (const a of axes)
            base[a] = 0;
        let ranks = [this.rankAt(base)];
        for (const axis of MESH_ORDER) {
            if (!axes.includes(axis))
                continue;
            const next = [];
            for (const r of ranks)
                for (let i = 0; i < this.sizes[axis]; i++)
                    next.push(r + i * this.strides[axis]);
            ranks = next;
        }
        return ranks.sort((a, b) => a - b);
    }
    /** Every group of a collective over `axes` (a partition of the world), ordered by their first rank. */
    allGroups(axes) {
        const seen = new Set();
        const groups = [];
        for (let r = 0; r < this.worldSize; r++) {
            if (seen.has(r))
                continue;
            const g = this.groupRanks(axes, r);
            for (const m of g)
                seen.add(m);
            groups.push(g);
        }
        return groups;
    }
    checkRank(rank) {
        if (!Number.isInteger(rank) || rank < 0 || rank >= this.worldSize)
            throw new RangeError(`DeviceMesh: rank ${rank} is not in 0..${this.worldSize - 1}`);
    }
}
//# sourceMappingURL=mesh.js.map