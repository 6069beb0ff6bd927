import { Tensor } from '../../src/index.js';
/** Shape of the benchmark state: 7 layers, d_model 1024, vocabulary 16384 = 105M parameters. */
export interface StateShape {
    layers: number;
    dModel: number;
    vocab: number;
}
export declare const DEFAULT_SHAPE: StateShape;
/** The same names and shapes as pytorch_reference.py's transformer_state. */
export declare function transformerState({ layers, dModel: d, vocab }: StateShape): Record<string, Tensor>;
/** Milliseconds of one atomic torch.save to `path` (a previous file there is removed first). */
export declare function timeSave(state: Record<string, Tensor>, path: string): number;
/** Milliseconds until torch.saveAsync's promise resolves, and how long the call itself held the JS thread. */
export declare function timeSaveAsync(state: Record<string, Tensor>, path: string): Promise<{
    ms: number;
    blockedMs: number;
}>;
/** Milliseconds of one torch.load of `path` (CRC-32 checked); the tensors are disposed after. */
export declare function timeLoad(path: string): number;
/** The Python reference process, one command at a time. */
export declare class PythonSerializeReference {
    private readonly proc;
    private readonly lines;
    private readonly rl;
    private constructor();
    /** Starts the reference with the given state, or returns null when Python with torch is absent. */
    static start(shape: StateShape): Promise<{
        ref: PythonSerializeReference;
        params: number;
        torch: string;
    } | null>;
    ask(cmd: string): Promise<any>;
    save(path: string, fsync: boolean): Promise<number>;
    load(path: string): Promise<number>;
    close(): void;
}
/** One row of the table: milliseconds per round for each side. */
export interface SerializeCase {
    case: string;
    bytes: number;
    oursMs: number[];
    /** The PyTorch measurements this case is compared with, by name. */
    pythonMs: Record<string, number[]>;
    extra?: Record<string, number[]>;
}
/**
 * Runs the save and load cases, interleaved with the Python reference: per round, our save,
 * Python's save, Python's save + fsync, our saveAsync, our load, Python's load.
 */
export declare function serializeCases(options?: {
    rounds?: number;
    dir?: string;
    shape?: StateShape;
}): Promise<SerializeCase[]>;
