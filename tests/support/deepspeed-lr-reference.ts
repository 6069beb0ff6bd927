// DeepSpeed's lr_schedules.py, transcribed here on its own (not shared with the source): the lr
// get_lr() gives at last_batch_iteration `it`. DeepSpeed's engine builds the scheduler before the
// first optimizer step (the constructor sets the lr for step 1: it = -1) and calls step() after
// each optimizer step, so optimizer step k (1-based) runs with it = k - 2.
export const DS = {
  warmup(p: { min?: number; max?: number; n?: number; type?: string }, it: number): number {
    const min = p.min ?? 0;
    const max = p.max ?? 0.001;
    const n = Math.max(2, p.n ?? 1000);
    if (it < 0) return min;
    let gamma = 1;
    if (it < n) gamma = (p.type ?? 'log') === 'log' ? (1 / Math.log(n)) * Math.log(it + 1) : it / n;
    return min + (max - min) * gamma;
  },
  warmupDecay(p: { min?: number; max?: number; n?: number; type?: string; total: number }, it: number): number {
    const min = p.min ?? 0;
    const max = p.max ?? 0.001;
    const n = Math.max(2, p.n ?? 1000);
    if (it < 0) return min;
    let gamma: number;
    if (it < n) gamma = (p.type ?? 'log') === 'log' ? (1 / Math.log(n)) * Math.log(it + 1) : it / n;
    else gamma = Math.max(0, (p.total - it) / Math.max(1, p.total - n));
    return min + (max - min) * gamma;
  },
  cosine(p: { lr: number; total: number; n?: number; wmin?: number; cmin?: number; type?: string }, it: number): number {
    if (it < 0) return 0;
    const n = Math.max(2, p.n ?? 1000);
    const wmin = p.wmin ?? 0;
    const cmin = p.cmin ?? 0.0001;
    let ratio: number;
    if (it < n) {
      const r = (p.type ?? 'log') === 'log' ? (1 / Math.log(n)) * Math.log(it + 1) : it / n;
      ratio = wmin + r * (1 - wmin);
    } else {
      const c = (1 + Math.cos((Math.PI * (it - n + 1)) / (p.total - n))) / 2;
      ratio = Math.max(0, cmin + (1 - cmin) * c);
    }
    return p.lr * ratio;
  },
  oneCycle(p: { min: number; max: number; first?: number; second?: number; decayRate?: number; decayStep?: number }, it: number): number {
    if (it < 0) return p.min;
    const first = p.first ?? 2000;
    const total = first + (p.second ?? first);
    const ratio = first / total;
    if (it < total) {
      const b = it + 1;
      const cycle = Math.floor(1 + b / total);
      const x = 1 + b / total - cycle;
      const scale = x <= ratio ? x / ratio : (x - 1) / (ratio - 1);
      return p.min + (p.max - p.min) * scale;
    }
    if (!p.decayStep || !p.decayRate) return p.min;
    return p.min / (1 + p.decayRate * ((it - total + 1) / p.decayStep));
  },
  rangeTest(p: { min?: number; size?: number; rate?: number; stair?: boolean }, it: number): number {
    const min = p.min ?? 1e-3;
    if (it < 0) return min;
    const size = p.size ?? 2000;
    const interval = p.stair ? Math.floor((it + 1) / size) : (it + 1) / size;
    return min * (1 + (p.rate ?? 1) * interval);
  },
};

/** The lr of a ds_config `scheduler` block at `it`, for an optimizer whose lr was `orgLr`; `total` stands for total_num_steps 'auto'. */
export function dsLr(type: string, p: Record<string, any>, it: number, orgLr: number, total: number): number {
  const steps = p.total_num_steps === 'auto' || p.total_num_steps === undefined ? total : p.total_num_steps;
  switch (type) {
    case 'WarmupLR':
      return DS.warmup({ min: p.warmup_min_lr, max: p.warmup_max_lr, n: p.warmup_num_steps, type: p.warmup_type }, it);
    case 'WarmupDecayLR':
      return DS.warmupDecay({ min: p.warmup_min_lr, max: p.warmup_max_lr, n: p.warmup_num_steps, type: p.warmup_type, total: steps }, it);
    case 'WarmupCosineLR':
      return DS.cosine({ lr: orgLr, total: steps, n: p.warmup_num_steps, wmin: p.warmup_min_ratio, cmin: p.cos_min_ratio, type: p.warmup_type }, it);
    case 'OneCycle':
      return DS.oneCycle({ min: p.cycle_min_lr, max: p.cycle_max_lr, first: p.cycle_first_step_size, second: p.cycle_second_step_size, decayRate: p.decay_lr_rate, decayStep: p.decay_step_size }, it);
    case 'LRRangeTest':
      return DS.rangeTest({ min: p.lr_range_test_min_lr, size: p.lr_range_test_step_size, rate: p.lr_range_test_step_rate, stair: p.lr_range_test_staircase }, it);
    default:
      throw new Error(`no reference for ${type}`);
  }
}
