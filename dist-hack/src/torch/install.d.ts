import { type GeneratedFunctions } from './generated/functions.js';
/** The generated torch.* functions, minus the names in `handWritten`. */
export declare function generatedFunctions(handWritten: Set<string>): GeneratedFunctions;
/** Names written by hand, which the generator leaves alone. */
export declare function handWrittenTensorMembers(): Set<string>;
