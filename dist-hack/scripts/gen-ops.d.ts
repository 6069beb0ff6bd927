export type { OperatorSchema as OpSchema, SchemaArgument as ArgSchema } from '../src/torch/native-api.js';
import type { OperatorSchema as OpSchema } from '../src/torch/native-api.js';
/** The libtorch a generated surface was written from. */
export interface Stamp {
    /** libtorch's version as the addon reports it (`1.13.0`). */
    version: string;
    /** How many operator schemas its dispatcher registered. */
    schemas: number;
}
/** The stamp in a generated file's header, or null when it has none (written before stamps). */
export declare function readStamp(text: string): Stamp | null;
/** The command that rewrites the generated files from the loaded libtorch. */
export declare const REGENERATE = "npm run build && npm run gen:ops && npm run build";
/**
 * Why the committed files cannot match the loaded libtorch, or null when they were written
 * from the same version and schema count (then a content difference is a plain stale file).
 */
export declare function libtorchMismatch(committed: Stamp | null, loaded: Stamp): string | null;
/** The libtorch the loaded addon runs on, and its schemas. */
export declare function loadedSchemas(): Stamp & {
    list: OpSchema[];
};
export declare function camel(name: string): string;
/** The TS type accepted for a schema type, or null when no JS value converts to it. */
export declare function tsType(type: string, N?: number): string | null;
export interface Generated {
    files: Record<string, string>;
    stats: {
        libtorch: string;
        operators: number;
        overloads: number;
        callableOverloads: number;
        tensorMethods: number;
        functions: number;
    };
}
/**
 * Builds the generated files. `tensorMembers` and `torchMembers` are the names already
 * written by hand (they keep their hand-written, faster or friendlier forms).
 */
export declare function generate(tensorMembers: Set<string>, torchMembers: Set<string>, source?: Stamp & {
    list: OpSchema[];
}): Generated;
/** Where the generated files live in the source tree. */
export declare const GENERATED_DIR: string;
