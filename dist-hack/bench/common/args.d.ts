/** The value after `--name`, or undefined when the option is absent. */
export declare function stringArg(name: string): string | undefined;
/** The number after `--name`, or `fallback` when the option is absent. */
export declare function numberArg(name: string, fallback: number): number;
