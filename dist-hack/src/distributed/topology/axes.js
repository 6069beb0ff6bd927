import { UsageError } from '../../errors/usage-error.js';
/**
 * The mesh order, outermost to innermost. Tensor is innermost so that a tensor-parallel
 * group is neighbouring ranks (one node's processes under torchrun's rank layout), where its
 * per-layer all-reduces are cheapest; pipeline is outermost, since its stages exchange the
 * least.
 */
export const MESH_ORDER = ['pipeline', 'replicate', 'shard', 'context', 'expert', 'tensor'];
/**
 * Resolves the `parallel` section against the world size: an axis set to -1 takes what the
 * others leave, and the product must equal the world size.
 *
 * @throws UsageError naming both numbers when the axes do not multiply to the world size, or when
 *   an axis that is not built yet (`expert`) is above 1
 */
export function resolveAxisSizes(config, worldSize) {
    if (!Number.isInteger(worldSize) || worldSize < 1)
        throw new RangeError(`parallel: the world size must be a positive integer, got ${worldSize}`);
    const sizes = {};
    let fill;
    for (const axis of MESH_ORDER) {
        const n = config[axis] ?? 1;
        if (n === -1) {
            if (fill)
                throw new UsageError(`parallel: at most one axis may be -1 (${fill} and ${axis} are)`);
            fill = axis;
        }
        else if (!Number.isInteger(n) || n < 1) {
            throw new RangeError(`parallel.${axis} must be a whole number >= 1 or -1, got ${n}`);
        }
        sizes[axis] = n === -1 ? 1 : n;
    }
    const product = MESH_ORDER.reduce((p, a) => p * sizes[a], 1);
    if (fill) {
        if (worldSize % product !== 0) {
            throw new UsageError(`parallel: the axes other than ${fill} multiply to ${product} (${describe(sizes, fill)}), which does not divide the world size ${worldSize}; ` +
                `choose axis sizes whose product divides ${worldSize}`);
        }
        sizes[fill] = worldSize / product;
    }
    else if (product !== worldSize) {
        throw new UsageError(`parallel: the axes multiply to ${product} (${describe(sizes)}) but the world size is ${worldSize}; ` +
            `make their product equal the number of processes, or set one axis to -1 to take what the others leave`);
    }
    if (sizes.expert > 1) {
        throw new UsageError(`parallel.expert is ${sizes.expert}, but expert parallelism needs mixture-of-experts layers, which torchrunner does not provide yet; set parallel.expert to 1`);
    }
    return sizes;
}
function describe(sizes, except) {
    return MESH_ORDER.filter((a) => a !== except && sizes[a] !== 1)
        .map((a) => `${a} ${sizes[a]}`)
        .join(' × ') || 'all 1';
}
/** The axes sizes of a config's `parallel` section, or of none (every axis 1, shard taking the world). */
export function axisSizesOf(parallel, worldSize) {
    return resolveAxisSizes(parallel ?? { shard: -1 }, worldSize);
}
//# sourceMappingURL=axes.js.map