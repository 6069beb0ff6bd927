import { nn, type Tensor } from '../../src/index.js';
/** A stack of `layers` square Linear layers of `width` (weights `layers · width² · 4` bytes). */
export declare class Stack extends nn.Module {
    layers: nn.ModuleList;
    constructor(layers: number, width: number);
    forward(x: Tensor): Tensor;
}
/** Peak and current resident set in bytes, from /proc/self/status. */
export declare function residentSet(): {
    peak: number;
    now: number;
};
