// Type-level checks of nn containers, compiled by tests/unit/types.test.ts (tsc -p tests/types).
import { expectTypeOf } from 'vitest';

import { nn, torch, type Tensor } from '../../src/index.js';

export function sequential(): void {
  const model = new nn.Sequential(new nn.Linear(4, 3), new nn.ReLU(), new nn.Linear(3, 1));
  const x = torch.zeros([2, 4]);
  expectTypeOf(model.forward(x)).toEqualTypeOf<Tensor>();
  expectTypeOf(model.call(x)).toEqualTypeOf<Tensor>();
  model.call(x).sum().backward();
  // @ts-expect-error a Sequential takes a Tensor by default
  model.call('not a tensor');
  const pairs = new nn.Sequential<[Tensor, Tensor], Tensor[]>();
  expectTypeOf(pairs.call).parameters.toEqualTypeOf<[[Tensor, Tensor]]>();
  expectTypeOf(pairs.call([x, x])).toEqualTypeOf<Tensor[]>();
}
