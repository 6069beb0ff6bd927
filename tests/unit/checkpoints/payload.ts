// A small runner-like checkpoint payload for the checkpoint tests.
import { torch, nn, optim, type Tensor } from '../../../src/torch/index.js';

/** A model and an Adam optimizer with state, and a payload function like the runner's. */
export function tinyRun(seed = 0) {
  torch.manualSeed(seed);
  const model = new nn.Linear(4, 3);
  const opt = new optim.Adam(model.parameters(), { lr: 0.01 });
  torch.scope(() => {
    const loss = model.call(torch.ones([2, 4])).sum();
    loss.backward();
    opt.step();
    opt.zeroGrad();
  });
  let step = 0;
  return {
    model,
    opt,
    setStep(s: number) {
      step = s;
    },
    payload: () => ({
      runner: { seed },
      state: { globalStep: step, epoch: 0 },
      model: model.stateDict(),
      optimizer: opt.stateDict(),
    }),
    dispose() {
      opt.dispose();
      model.dispose();
    },
  };
}

/** A tensor's values as a plain array. */
export const values = (t: Tensor): number[] => Array.from(t.to('float64').toArray() as Float64Array);
