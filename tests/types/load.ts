// Type-level checks of torch.load, compiled by tests/unit/serialize/types.test.ts (tsc), not run.
import { nn, torch, type Loaded, type Tensor } from '../../src/torch/index.js';

declare const path: string;
const model = new nn.Linear(2, 2);

// A state dict passes straight to loadStateDict, inline or through a variable.
model.loadStateDict(torch.load(path));
const sd = torch.load(path);
model.loadStateDict(sd);

// A checkpoint's parts too.
const ck = torch.load(path);
model.loadStateDict(ck.model);
const step: number = ck.step;

// A named type is what comes back.
const t: Tensor = torch.load<Tensor>(path);
const exact: Loaded = torch.load<Loaded>(path);

// Without a name or a context, the result is an object of loosely typed values.
const obj = torch.load(path);
// @ts-expect-error an object is not a number
const n: number = obj;

// Options are checked.
torch.load(path, { mapLocation: 'cpu', verify: false });
// @ts-expect-error verify is a boolean
torch.load(path, { verify: 'yes' });

// saveAsync returns a promise.
const pending: Promise<void> = torch.saveAsync({ w: t }, path);

export { step, exact, pending, n };
