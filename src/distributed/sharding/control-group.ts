// The group the collective ledger confirms each collective over. Its checks are small and
// blocking; on the group that carries the buckets and units they would queue behind the
// transfers in flight there (a reduce-scatter started in backward, a gather prefetched), and
// each check would wait for them. A second group of the same ranks keeps them apart.
import { getDefaultGroup, isInitialized, newGroup } from '../../torch/distributed/init.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';

/** The ledger's group: `given` (checked to hold `group`'s ranks), else a new group of the world when `group` is the default group (`owned`: the caller destroys it), else `group`. */
export async function ledgerGroup(group: ProcessGroup, given?: ProcessGroup): Promise<{ group: ProcessGroup; owned: boolean }> {
  if (given) {
    if (given.ranks.join() !== group.ranks.join()) {
      throw new Error(`ShardedDataParallelStrategy: controlGroup holds ranks ${given.ranks.join(', ')} but the group holds ${group.ranks.join(', ')}; give a group of the same ranks`);
    }
    return { group: given, owned: false };
  }
  if (isInitialized() && group === getDefaultGroup()) return { group: (await newGroup())!, owned: true };
  return { group, owned: false };
}
