import { type DType } from '../torch/dtype.js';
/** One tensor of a checkpoint. */
export interface TensorSummary {
    /** Where it sits: `model.fc.weight`, `optimizer.state.0.exp_avg`. */
    path: string;
    dtype: DType;
    shape: number[];
    /** Bytes of its elements. */
    bytes: number;
}
/** What `torchrunner ckpt` reports about a checkpoint file. */
export interface CheckpointSummary {
    file: string;
    /** Size of the file on disk. */
    fileBytes: number;
    format: 'torch.save' | 'safetensors';
    /** `runner`: a runner checkpoint; `state-dict`: tensors only, at the top or nested. */
    kind: 'runner' | 'state-dict';
    /** Optimizer steps taken (`state.global_step`), when the file holds a runner state. */
    step?: number;
    /** `state.epoch`, when the file holds a runner state. */
    epoch?: number;
    /** The id of the config snapshot under `runner`, or why it cannot be computed. */
    configId?: string;
    configIdProblem?: string;
    /** Other numbers and strings of `state` (`micro_step`, …). */
    state: Record<string, number | string | boolean>;
    /** Top-level entries and what each holds. */
    sections: {
        name: string;
        tensors: number;
        bytes: number;
    }[];
    tensors: TensorSummary[];
    totalBytes: number;
    /** safetensors `__metadata__`. */
    metadata?: Record<string, string>;
}
/**
 * Summarises a checkpoint without building a model: a torch.save archive (a runner
 * checkpoint or any state dict, from here or from Python) or a safetensors file.
 *
 * @throws Error naming the file and what is wrong with it
 */
export declare function summarizeCheckpoint(file: string): CheckpointSummary;
