// Posts a Tensor to a Worker (structured clone copies its fields, handle included) and uses it
// there: the Worker must get a clear error, not another thread's tensor. Then sends the data
// instead, as the error advises. Prints one JSON line.
import { torch } from '../../../../dist/src/torch/index.js';
import { runWorker } from './run-worker.mjs';

const t = torch.tensor([1, 2, 3], { dtype: 'float32' });
const out = await runWorker('./foreign-tensor-worker.mjs', { tensor: t, data: t.toArray() });
console.log(JSON.stringify(out));
