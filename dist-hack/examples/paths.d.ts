/** `examples/<example>/<name>` in the package. */
export declare function exampleFile(example: string, name: string): string;
/** A file of the package, e.g. `packageFile('configs', 'mnist.yaml')`. */
export declare function packageFile(...parts: string[]): string;
