import * as z from 'zod';
import { nonNegativeInt, positiveInt } from '../primitives.js';
/**
 * Fault tolerance across replica groups; present means enabled. Each replica group is a
 * full copy of the job that can fail and rejoin without stopping the others.
 */
export const FtSchema = z.strictObject({
    replicaId: nonNegativeInt().default(0).describe("This replica group's index, below `groupSize`."),
    groupSize: positiveInt().default(1).describe('Number of replica groups.'),
    minReplicaSize: positiveInt().default(1).describe('Fewest live replica groups with which training continues, at most `groupSize`.'),
});
//# sourceMappingURL=ft.js.map