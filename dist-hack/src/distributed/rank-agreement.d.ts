import type { ProcessGroup } from '../torch/distributed/process-group.js';
import type { Module } from '../torch/nn/index.js';
/** The name, dtype and shape of every parameter and buffer of `model`, as facts for {@link checkRanksAgree}. */
export declare function modelFacts(model: Module): Record<string, string>;
/**
 * Rank 0's `text` on every rank of `group`: for what each rank computes on its own but all must
 * share, such as the attempt timestamp that names every rank's files (ranks started either side
 * of a second boundary would otherwise name them apart).
 */
export declare function textOfRank0(group: ProcessGroup, text: string): Promise<string>;
/**
 * Checks that every rank of `group` holds the same facts (a hash is compared first; the
 * facts themselves cross only when the hashes differ). Every rank throws the same message,
 * so no rank goes on to collectives that the others never join.
 *
 * @throws Error naming each rank that differs from rank 0 and the keys with both values
 */
export declare function checkRanksAgree(group: ProcessGroup, facts: Readonly<Record<string, string>>, what: string): Promise<void>;
