/** Microseconds per iteration of one case, or null where a reference is unavailable. */
export interface OverheadTimes {
    addDirectUs: number;
    addGenericUs: number;
    mlpStepUs: number;
}
export interface ReferenceTimes {
    addUs: number;
    mlpStepUs: number;
}
/** `a.add(b)` on 1-element tensors through the direct binding, result disposed (Python: `c = a.add(b)`). */
export declare function addDirect(iters: number): number;
/** `torch.ops.aten.add(a, b)` on 1-element tensors: the generic dispatcher path (schema binding, boxed call). */
export declare function addGeneric(iters: number): number;
/** One plain-tensor MLP training step (batch 8, 16 -> 32 -> 1, MSE, SGD) inside a scope. */
export declare function mlpStep(iters: number): number;
/** All three cases once. */
export declare function overheadCases(addIters: number, stepIters: number): OverheadTimes;
/** The same loops in PyTorch from Python (bench/overhead/overhead.py); null without python3-torch. */
export declare function pythonReference(addIters: number, stepIters: number): ReferenceTimes | null;
/** The same loops in plain C++ on libtorch (bench/overhead/cpp): the floor. Null if it cannot be built. */
export declare function cppReference(addIters: number, stepIters: number): ReferenceTimes | null;
