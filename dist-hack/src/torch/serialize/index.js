// torch.save/torch.load-compatible checkpoints and safetensors weights.
import * as safetensors from './safetensors.js';
export { save, saveAsync, load } from './pickle.js';
export { PyFloat, PyTuple, pyFloat, pyTuple } from './values.js';
export { writeFileAtomic } from './atomic.js';
export { safetensors };
//# sourceMappingURL=index.js.map