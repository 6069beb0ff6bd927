// The model both sides of the DDP benchmark train (ddp_reference.py builds the same).
import { nn } from '../../src/index.js';
export const IN_FEATURES = 784;
export const HIDDEN = 2048;
export const CLASSES = 10;
export const BATCH = 64;
/** 784 -> 2048 -> 2048 -> 2048 -> 10 with ReLUs: 10.0 M parameters, 40 MB of float32 gradients. */
export function benchModel() {
    return new nn.Sequential(new nn.Linear(IN_FEATURES, HIDDEN), new nn.ReLU(), new nn.Linear(HIDDEN, HIDDEN), new nn.ReLU(), new nn.Linear(HIDDEN, HIDDEN), new nn.ReLU(), new nn.Linear(HIDDEN, CLASSES));
}
//# sourceMappingURL=model.js.map