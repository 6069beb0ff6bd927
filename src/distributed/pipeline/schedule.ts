/** One action of a pipeline stage: a micro-batch's forward or backward. */
export interface PipelineAction {
  op: 'forward' | 'backward';
  microbatch: number;
}

/**
 * The 1F1B (one forward, one backward) order of stage `stage` of `stages` over `microbatches`
 * micro-batches: min(stages − stage − 1, microbatches) warm-up forwards, then alternating
 * forward/backward pairs, then the remaining backwards. Backwards run in micro-batch order, so
 * each parameter's gradient accumulates in the same order as one process looping over the
 * micro-batches; at most `stages − stage` micro-batches' activations are alive at once.
 */
export function oneForwardOneBackward(stage: number, stages: number, microbatches: number): PipelineAction[] {
  if (!Number.isInteger(stages) || stages < 1) throw new RangeError(`1F1B schedule: stages must be a positive integer, got ${stages}`);
  if (!Number.isInteger(stage) || stage < 0 || stage >= stages) throw new RangeError(`1F1B schedule: stage ${stage} is not in 0..${stages - 1}`);
  if (!Number.isInteger(microbatches) || microbatches < 1) throw new RangeError(`1F1B schedule: microbatches must be a positive integer, got ${microbatches}`);
  const warmup = Math.min(stages - stage - 1, microbatches);
  const actions: PipelineAction[] = [];
  let f = 0;
  let b = 0;
  for (; f < warmup; f++) actions.push({ op: 'forward', microbatch: f });
  for (; f < microbatches; f++, b++) {
    actions.push({ op: 'forward', microbatch: f });
    actions.push({ op: 'backward', microbatch: b });
  }
  for (; b < microbatches; b++) actions.push({ op: 'backward', microbatch: b });
  return actions;
}

/**
 * Checks a stage's schedule over `microbatches` micro-batches: every micro-batch's forward
 * exactly once, then its backward exactly once.
 *
 * @returns the index of the schedule's last backward (where gradient sync turns on)
 * @throws RangeError naming the first micro-batch the schedule gets wrong
 */
export function checkSchedule(actions: readonly PipelineAction[], microbatches: number): number {
  const state = new Array<number>(microbatches).fill(0); // 0: none, 1: forward done, 2: backward done
  let lastBackward = -1;
  actions.forEach((a, i) => {
    const mb = a?.microbatch;
    if (!Number.isInteger(mb) || mb < 0 || mb >= microbatches || (a.op !== 'forward' && a.op !== 'backward')) {
      throw new RangeError(`pipeline schedule: action ${i} (${JSON.stringify(a)}) is not { op: 'forward' | 'backward', microbatch: 0..${microbatches - 1} }`);
    }
    const expected = a.op === 'forward' ? 0 : 1;
    if (state[mb] !== expected) {
      const why = a.op === 'forward' ? 'runs its forward twice' : state[mb] === 0 ? 'runs its backward before its forward' : 'runs its backward twice';
      throw new RangeError(`pipeline schedule: micro-batch ${mb} ${why} (action ${i}); each micro-batch needs one forward, then one backward`);
    }
    state[mb] = expected + 1;
    if (a.op === 'backward') lastBackward = i;
  });
  const missing = state.findIndex((s) => s !== 2);
  if (missing >= 0) throw new RangeError(`pipeline schedule: micro-batch ${missing} has no ${state[missing] === 0 ? 'forward' : 'backward'} (of ${microbatches} micro-batches)`);
  return lastBackward;
}
