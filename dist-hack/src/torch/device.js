import { describe, DTYPES } from './dtype.js';
// Device types libtorch parses (c10::Device); whether one is usable depends on the build.
const DEVICE_TYPES = ['cpu', 'cuda', 'mps', 'meta', 'xpu', 'hip', 'xla', 'lazy', 'vulkan', 'ipu', 'hpu', 've', 'ort', 'mkldnn'];
const PATTERN = new RegExp(`^(${DEVICE_TYPES.join('|')})(:\\d+)?$`);
/**
 * Checks that `value` is a device string (`'cpu'`, `'cuda'`, `'cuda:1'`, ...); throws a
 * TypeError listing the valid ones (and the dtypes, which `to()` also accepts) otherwise.
 */
export function checkDevice(value, what) {
    if (typeof value === 'string' && PATTERN.test(value))
        return value;
    throw new TypeError(`${what}: unknown device or dtype ${describe(value)}: valid devices are cpu, cuda, cuda:<index>, mps, meta ` +
        `(and ${DEVICE_TYPES.slice(4).join(', ')} where libtorch was built with them); valid dtypes are ${DTYPES.join(', ')}`);
}
//# sourceMappingURL=device.js.map