/** docs/reference/config.md. */
export declare function configReference(): string;
/** docs/reference/config.schema.json: the input schema, with the descriptions. */
export declare function configJsonSchema(): string;
/** The generated files, relative to the repository root, and their contents. */
export declare function configDocs(): Record<string, string>;
