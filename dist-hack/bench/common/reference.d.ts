export declare const PYTHON: string;
export declare function packageRoot(): string;
/** Runs a Python script with args; returns its stdout parsed as JSON, or null if Python/torch is absent. */
export declare function runPython(script: string, args?: string[]): any | null;
/** Builds (once) and runs a C++ benchmark from bench/<dir>/cpp; returns its JSON output or null. */
export declare function runCpp(dir: string, target: string, args?: string[]): any | null;
export declare function median(xs: number[]): number;
