// A small MLP trained with SGD on data made without the random generator (the default CPU
// generator is process-wide, so two threads drawing from it at once would interleave their
// draws): the same arguments give bitwise the same result on any thread. These scripts import
// the tensor library alone (dist/src/torch), which a Worker loads faster than the package.
import { nn, optim, torch } from '../../../../dist/src/torch/index.js';

/** Fills every parameter with a fixed pattern that depends on `seed`. */
export function initDeterministic(model, seed) {
  torch.noGrad(() => {
    let k = seed;
    for (const p of model.parameters()) {
      const n = p.numel();
      const values = torch.arange(n, { dtype: 'float32' }).add(k).mul(0.7131).sin().mul(0.3);
      p.copy_(values.reshape(p.shape));
      values.dispose();
      k += n;
    }
  });
}

export function makeModel(width, seed) {
  const model = new nn.Sequential(new nn.Linear(16, width), new nn.Tanh(), new nn.Linear(width, width), new nn.Tanh(), new nn.Linear(width, 4));
  initDeterministic(model, seed);
  return model;
}

export function batch(step, seed, rows = 32) {
  const x = torch.arange(rows * 16, { dtype: 'float32' }).add(step * 977 + seed).mul(0.0131).cos().reshape([rows, 16]);
  const y = x.narrow(1, 0, 4).mul(2).sin();
  return [x, y];
}

/** One training step; returns the loss. */
export function step(model, opt, s, seed) {
  return torch.scope(() => {
    const [x, y] = batch(s, seed);
    const loss = nn.functional.mseLoss(model.forward(x), y);
    opt.zeroGrad();
    loss.backward();
    opt.step();
    return loss.item();
  });
}

/** Trains `steps` steps; returns the losses and the final parameters' bytes. */
export function train({ seed, width, steps }) {
  const model = makeModel(width, seed);
  const opt = new optim.SGD(model.parameters(), { lr: 0.05, momentum: 0.9 });
  const losses = [];
  for (let s = 0; s < steps; s++) losses.push(step(model, opt, s, seed));
  return { losses, params: paramBytes(model) };
}

export function paramBytes(model) {
  const parts = model.parameters().map((p) => {
    const a = p.detach().contiguous().toArray();
    return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  });
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
