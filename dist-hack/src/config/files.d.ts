/** The key with which a config file names the file(s) it inherits from. */
export declare const EXTENDS_KEY = "extends";
/**
 * Reads a YAML config file, resolving `extends:` recursively. Paths in `extends` are
 * relative to the file that names them; a list inherits from each in order (later wins);
 * the file's own keys override everything it inherits. Mappings merge deeply, lists replace.
 *
 * @returns the merged, not yet validated mapping (without `extends`)
 * @throws ConfigError when a file is missing, is not a YAML mapping, uses a `__proto__`,
 *   `constructor` or `prototype` key at any depth, or extends form a cycle
 */
export declare function readConfigFile(file: string): Record<string, unknown>;
