import { nn } from '../../src/index.js';
export declare const IN_FEATURES = 784;
export declare const HIDDEN = 2048;
export declare const CLASSES = 10;
export declare const BATCH = 64;
/** 784 -> 2048 -> 2048 -> 2048 -> 10 with ReLUs: 10.0 M parameters, 40 MB of float32 gradients. */
export declare function benchModel(): nn.Sequential;
