import { backward as autogradBackward, noGrad } from '../../torch/autograd.js';
import { zerosLike } from '../../torch/creation.js';
import { isFloatingPoint } from '../../torch/dtype.js';
import { scope } from '../../torch/scope.js';
import { Tensor } from '../../torch/tensor.js';
import { StageLink } from './p2p.js';
import { checkSchedule, interleavedOneForwardOneBackward } from './schedule.js';
/**
 * One stage of a pipeline-parallel model: runs its module on the activations of the stage
 * before and hands its own to the stage after, in the 1F1B order (see
 * {@link oneForwardOneBackward}). Gradients accumulate into the stage's parameters in
 * micro-batch order, so a step matches one process accumulating the same micro-batches.
 *
 * With several `chunks` (virtual stages) the activations go round the ring of stages once per
 * chunk (the last stage's chunk c hands to the first stage's chunk c + 1), in the interleaved
 * order of {@link interleavedOneForwardOneBackward}.
 */
export class PipelineStage {
    options;
    stage;
    stages;
    /** This rank's model chunks (virtual stages); one without interleaving. */
    chunks;
    link;
    constructor(options) {
        this.options = options;
        this.stage = options.group?.rank ?? 0;
        this.stages = options.group?.size ?? 1;
        this.chunks = options.chunks ?? [options.module];
        if (this.chunks.length === 0)
            throw new TypeError('PipelineStage: chunks must hold at least one module');
        if (this.chunks.length > 1 && this.stages < 2)
            throw new RangeError(`PipelineStage: ${this.chunks.length} chunks (virtual stages) need a pipeline of at least 2 stages; one stage runs its whole part as one module`);
        this.link = options.group ? new StageLink(options.group, options.timeoutMs ?? 300_000) : null;
    }
    /** The model's part count: stages × chunks. */
    get parts() {
        return this.stages * this.chunks.length;
    }
    /** The model part (virtual stage) chunk `chunk` of this rank runs. */
    partOf(chunk) {
        return chunk * this.stages + this.stage;
    }
    get isFirst() {
        return this.stage === 0;
    }
    get isLast() {
        return this.stage === this.stages - 1;
    }
    /** Milliseconds this stage has spent waiting on other stages (its share of the pipeline bubble, plus transfer time). */
    get waitMs() {
        return this.link?.waitMs ?? 0;
    }
    get module() {
        return this.options.module;
    }
    /**
     * Forward and backward of every micro-batch of one step, in 1F1B order (or
     * `options.schedule`). Gradients are added to the parameters' `.grad`; nothing is zeroed or
     * stepped.
     *
     * @returns the loss value of each micro-batch on the last stage, an empty array elsewhere
     */
    async trainStep(options) {
        const count = this.microbatchCount(options, 'trainStep');
        const targets = options.targets ?? true;
        const inFlight = new Map();
        const losses = [];
        const chunks = this.chunks.length;
        const actions = options.schedule ?? interleavedOneForwardOneBackward(this.stage, this.stages, chunks, count);
        const lastBackward = checkSchedule(actions, count, chunks);
        try {
            for (const [i, action] of actions.entries()) {
                const key = (action.chunk ?? 0) * count + action.microbatch;
                if (action.op === 'forward')
                    inFlight.set(key, await this.forwardOne(action, options, targets, losses));
                else {
                    const f = inFlight.get(key);
                    inFlight.delete(key);
                    await this.backwardOne(action.microbatch, f, i === lastBackward, options);
                }
            }
            await this.link?.flush();
        }
        finally {
            for (const f of inFlight.values())
                disposeInFlight(f);
        }
        return losses;
    }
    /**
     * Forward only (evaluation, inference): every micro-batch through every stage, without
     * gradients. With `outputsToAll`, the last stage sends each output to every other stage, so
     * every stage returns the outputs (they must then be tensors).
     *
     * @returns on the last stage (every stage with `outputsToAll`), each micro-batch's output
     *   (the caller owns them) and, on the last stage when `loss` is given, its loss value;
     *   empty arrays elsewhere
     */
    async forwardOnly(options) {
        const count = this.microbatchCount(options, 'forwardOnly');
        const targets = options.targets ?? true;
        const outputs = [];
        const losses = [];
        for (let mb = 0; mb < count; mb++) {
            for (let c = 0; c < this.chunks.length; c++) {
                const part = this.partOf(c);
                const input = await this.stageInput(mb, c, options.microbatches);
                const target = await this.stageTarget(mb, c, options.microbatches, targets);
                const output = noGrad(() => scope(() => this.run(c, input)));
                if (part > 0)
                    input.dispose();
                if (part === this.parts - 1) {
                    if (options.loss)
                        losses.push(noGrad(() => scope(() => options.loss(output, target, mb).item())));
                    if (options.outputsToAll) {
                        if (!(output instanceof Tensor))
                            throw new TypeError(`pipeline: the last stage's output of micro-batch ${mb} must be one Tensor to be shared with the other stages, got ${typeof output}`);
                        for (let s = 0; s < this.stages - 1; s++)
                            this.link.send(output, s, 'output', mb);
                    }
                    outputs.push(output);
                    if (!this.isFirst)
                        target?.dispose();
                }
                else {
                    if (!(output instanceof Tensor))
                        throw new TypeError(`pipeline stage ${this.stage} must output one Tensor (it is sent to the next stage), got ${typeof output}`);
                    this.sendOnward(output, part, mb);
                    output.dispose();
                }
            }
            if (!this.isLast && options.outputsToAll)
                outputs.push(await this.link.recv(this.stages - 1, 'output', mb));
        }
        await this.link?.flush();
        return { outputs, losses };
    }
    microbatchCount(options, where) {
        if (this.isFirst) {
            if (!Array.isArray(options.microbatches) || options.microbatches.length === 0) {
                throw new TypeError(`PipelineStage.${where}: the first stage needs options.microbatches (a non-empty array of { input, target })`);
            }
            if (options.count !== undefined && options.count !== options.microbatches.length) {
                throw new RangeError(`PipelineStage.${where}: count is ${options.count} but ${options.microbatches.length} micro-batches were given`);
            }
            return options.microbatches.length;
        }
        if (!Number.isInteger(options.count) || options.count < 1) {
            throw new TypeError(`PipelineStage.${where}: stage ${this.stage} needs options.count, the number of micro-batches of the step (a positive integer)`);
        }
        return options.count;
    }
    /** Chunk `chunk`'s input of micro-batch `mb`: the data on the first part, else the activation of the part before (on the stage before, round the ring). */
    async stageInput(mb, chunk, microbatches) {
        const part = this.partOf(chunk);
        if (part === 0)
            return microbatches[mb].input;
        return this.link.recv((part - 1) % this.stages, 'activation', mb, chunk);
    }
    /** Sends part `part`'s output of micro-batch `mb` to the stage of the next part, labelled with that stage's chunk. */
    sendOnward(output, part, mb) {
        this.link.send(output, (part + 1) % this.stages, 'activation', mb, Math.floor((part + 1) / this.stages));
    }
    /** The first part's stage posts each target to the last part's stage, which receives it. */
    async stageTarget(mb, chunk, microbatches, targets) {
        const part = this.partOf(chunk);
        if (!targets || (part !== 0 && part !== this.parts - 1))
            return undefined;
        if (part === 0) {
            const target = microbatches[mb].target;
            if (!(target instanceof Tensor)) {
                throw new TypeError(`PipelineStage: micro-batch ${mb} has no target Tensor; give every micro-batch a target, or pass targets: false on every stage`);
            }
            if (!this.isLast)
                this.link.send(target, this.stages - 1, 'target', mb);
            return target;
        }
        return this.isLast ? this.link.recv(0, 'target', mb) : undefined;
    }
    run(chunk, input) {
        const module = this.chunks[chunk];
        return this.options.forward ? this.options.forward(module, input) : module.call(input);
    }
    async forwardOne(action, options, targets, losses) {
        const mb = action.microbatch;
        const chunk = action.chunk ?? 0;
        const part = this.partOf(chunk);
        const received = await this.stageInput(mb, chunk, options.microbatches);
        let input;
        if (part > 0) {
            input = received;
            if (isFloatingPoint(input.dtype))
                input.requiresGrad_(true);
        }
        const target = await this.stageTarget(mb, chunk, options.microbatches, targets);
        const output = scope(() => this.run(chunk, received));
        if (part === this.parts - 1) {
            const loss = scope(() => options.loss(output, target, mb));
            if (!(loss instanceof Tensor))
                throw new TypeError(`PipelineStage: the loss of micro-batch ${mb} must be a Tensor, got ${typeof loss}`);
            losses.push(loss.item());
            if (output instanceof Tensor)
                output.dispose();
            if (!this.isFirst)
                target?.dispose();
            return { chunk, input, output: undefined, loss };
        }
        if (!(output instanceof Tensor))
            throw new TypeError(`pipeline stage ${this.stage} must output one Tensor (it is sent to stage ${(part + 1) % this.stages}), got ${typeof output}`);
        this.sendOnward(output, part, mb);
        return { chunk, input, output, loss: undefined };
    }
    async backwardOne(mb, f, last, options) {
        const part = this.partOf(f.chunk);
        try {
            options.beforeBackward?.(mb, last);
            if (f.loss)
                f.loss.backward();
            else {
                const grad = await this.link.recv((part + 1) % this.stages, 'gradient', mb, f.chunk);
                try {
                    autogradBackward([f.output], [grad]);
                }
                finally {
                    grad.dispose();
                }
            }
            if (part > 0) {
                const g = f.input.grad;
                const sent = g ?? zerosLike(f.input);
                this.link.send(sent, (part - 1) % this.stages, 'gradient', mb, Math.floor((part - 1) / this.stages));
                sent.dispose();
            }
        }
        finally {
            disposeInFlight(f);
        }
    }
}
function disposeInFlight(f) {
    f.input?.dispose();
    f.output?.dispose();
    f.loss?.dispose();
}
//# sourceMappingURL=stage.js.map