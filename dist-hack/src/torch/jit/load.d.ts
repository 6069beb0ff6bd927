import { ScriptModule } from './script-module.js';
/** Options of {@link load}. */
export interface JitLoadOptions {
    /** Device for the module's tensors (`'cpu'` to open a GPU-saved module on a CPU machine). */
    mapLocation?: string;
    /** Check the CRC-32 of every record before loading (default true). */
    verify?: boolean;
}
/**
 * Loads a TorchScript module saved by Python's `torch.jit.save` (or {@link ScriptModule.save}).
 *
 * @throws Error naming the file and the problem: missing, empty, not a zip archive, a
 *   `torch.save` checkpoint rather than TorchScript, truncated or damaged.
 */
export declare function load(path: string, options?: JitLoadOptions): ScriptModule;
