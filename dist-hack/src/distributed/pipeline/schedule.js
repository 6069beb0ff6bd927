/**
 * The 1F1B (one forward, one backward) order of stage `stage` of `stages` over `microbatches`
 * micro-batches: min(stages − stage − 1, microbatches) warm-up forwards, then alternating
 * forward/backward pairs, then the remaining backwards. Backwards run in micro-batch order, so
 * each parameter's gradient accumulates in the same order as one process looping over the
 * micro-batches; at most `stages − stage` micro-batches' activations are alive at once.
 */
export function oneForwardOneBackward(stage, stages, microbatches) {
    if (!Number.isInteger(stages) || stages < 1)
        throw new RangeError(`1F1B schedule: stages must be a positive integer, got ${stages}`);
    if (!Number.isInteger(stage) || stage < 0 || stage >= stages)
        throw new RangeError(`1F1B schedule: stage ${stage} is not in 0..${stages - 1}`);
    if (!Number.isInteger(microbatches) || microbatches < 1)
        throw new RangeError(`1F1B schedule: microbatches must be a positive integer, got ${microbatches}`);
    const warmup = Math.min(stages - stage - 1, microbatches);
    const actions = [];
    let f = 0;
    let b = 0;
    for (; f < warmup; f++)
        actions.push({ op: 'forward', microbatch: f });
    for (; f < microbatches; f++, b++) {
        actions.push({ op: 'forward', microbatch: f });
        actions.push({ op: 'backward', microbatch: b });
    }
    for (; b < microbatches; b++)
        actions.push({ op: 'backward', microbatch: b });
    return actions;
}
/**
 * The interleaved 1F1B order (Megatron-LM's `forward_backward_pipelining_with_interleaving`)
 * of rank `stage` of `stages` holding `chunks` model chunks (virtual stages): the model is cut
 * into stages × chunks parts and the rank runs parts stage, stage + stages, … as its chunks
 * 0, 1, …. Micro-batches go through the chunks in groups of `stages`: forwards run chunk 0 of
 * a group, then chunk 1 of the same group, …; backwards the same from the last chunk. After
 * (stages − stage − 1)·2 + (chunks − 1)·stages warm-up forwards (all of them when
 * microbatches = stages) forwards and backwards alternate, then the remaining backwards run.
 * The bubble falls from (P−1)/(M+P−1) towards (P−1)/(V·M+P−1).
 *
 * The groups need `microbatches` to be a multiple of `stages`; for another count (a short
 * window at the end of an epoch) every forward runs first, chunk by chunk, then every
 * backward from the last chunk (GPipe's order over the virtual stages), which is correct for
 * any count but keeps every micro-batch's activations alive. With one chunk this is
 * {@link oneForwardOneBackward}. Each chunk's backwards run in micro-batch order, so
 * gradients accumulate as in one process.
 */
export function interleavedOneForwardOneBackward(stage, stages, chunks, microbatches) {
    if (!Number.isInteger(chunks) || chunks < 1)
        throw new RangeError(`interleaved 1F1B schedule: chunks (virtual stages) must be a positive integer, got ${chunks}`);
    if (chunks === 1)
        return oneForwardOneBackward(stage, stages, microbatches);
    if (!Number.isInteger(stages) || stages < 1)
        throw new RangeError(`interleaved 1F1B schedule: stages must be a positive integer, got ${stages}`);
    if (!Number.isInteger(stage) || stage < 0 || stage >= stages)
        throw new RangeError(`interleaved 1F1B schedule: stage ${stage} is not in 0..${stages - 1}`);
    if (!Number.isInteger(microbatches) || microbatches < 1)
        throw new RangeError(`interleaved 1F1B schedule: microbatches must be a positive integer, got ${microbatches}`);
    if (microbatches % stages !== 0)
        return allForwardsThenBackwards(chunks, microbatches);
    const total = microbatches * chunks;
    const round = stages * chunks;
    // The k-th forward (backward) of the schedule: chunk (k mod round) div stages (counted from the last chunk for backwards) of micro-batch (k div round)·stages + k mod stages.
    const at = (k, op) => {
        const c = Math.floor((k % round) / stages);
        return { op, microbatch: Math.floor(k / round) * stages + (k % stages), chunk: op === 'forward' ? c : chunks - 1 - c };
    };
    const warmup = microbatches === stages ? total : Math.min((stages - stage - 1) * 2 + (chunks - 1) * stages, total);
    const actions = [];
    let f = 0;
    let b = 0;
    for (; f < warmup; f++)
        actions.push(at(f, 'forward'));
    for (; f < total; f++, b++)
        actions.push(at(f, 'forward'), at(b, 'backward'));
    for (; b < total; b++)
        actions.push(at(b, 'backward'));
    return actions;
}
/** Every forward chunk by chunk, then every backward from the last chunk, each chunk's in micro-batch order. */
function allForwardsThenBackwards(chunks, microbatches) {
    const actions = [];
    for (let c = 0; c < chunks; c++)
        for (let m = 0; m < microbatches; m++)
            actions.push({ op: 'forward', microbatch: m, chunk: c });
    for (let c = chunks - 1; c >= 0; c--)
        for (let m = 0; m < microbatches; m++)
            actions.push({ op: 'backward', microbatch: m, chunk: c });
    return actions;
}
/**
 * Checks a stage's schedule over `microbatches` micro-batches and `chunks` model chunks: every
 * micro-batch's forward through each chunk exactly once, then its backward exactly once.
 *
 * @returns the index of the schedule's last backward (where gradient sync turns on)
 * @throws RangeError naming the first micro-batch the schedule gets wrong
 */
export function checkSchedule(actions, microbatches, chunks = 1) {
    const state = new Array(microbatches * chunks).fill(0); // 0: none, 1: forward done, 2: backward done
    const of = (mb, c) => (chunks > 1 ? `micro-batch ${mb} of chunk ${c}` : `micro-batch ${mb}`);
    let lastBackward = -1;
    actions.forEach((a, i) => {
        const mb = a?.microbatch;
        const c = a?.chunk ?? 0;
        if (!Number.isInteger(mb) || mb < 0 || mb >= microbatches || (a.op !== 'forward' && a.op !== 'backward') || !Number.isInteger(c) || c < 0 || c >= chunks) {
            const chunk = chunks > 1 ? `, chunk: 0..${chunks - 1}` : '';
            throw new RangeError(`pipeline schedule: action ${i} (${JSON.stringify(a)}) is not { op: 'forward' | 'backward', microbatch: 0..${microbatches - 1}${chunk} }`);
        }
        const at = c * microbatches + mb;
        const expected = a.op === 'forward' ? 0 : 1;
        if (state[at] !== expected) {
            const why = a.op === 'forward' ? 'runs its forward twice' : state[at] === 0 ? 'runs its backward before its forward' : 'runs its backward twice';
            throw new RangeError(`pipeline schedule: ${of(mb, c)} ${why} (action ${i}); each micro-batch needs one forward, then one backward`);
        }
        state[at] = expected + 1;
        if (a.op === 'backward')
            lastBackward = i;
    });
    const missing = state.findIndex((s) => s !== 2);
    if (missing >= 0) {
        const what = of(missing % microbatches, Math.floor(missing / microbatches));
        throw new RangeError(`pipeline schedule: ${what} has no ${state[missing] === 0 ? 'forward' : 'backward'} (of ${microbatches} micro-batches)`);
    }
    return lastBackward;
}
//# sourceMappingURL=schedule.js.map