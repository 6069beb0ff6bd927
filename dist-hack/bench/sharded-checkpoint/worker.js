// One rank of the sharded-checkpoint benchmark (see run.ts). Builds a state of `layers`
// weights [width, width] with two Adam moments each, every tensor split by dim-0 rows across
// the ranks (each rank holds its half, as a ZeRO-3/FSDP rank does), then times, per round:
// a sharded save (every rank writes its chunks; rank 0 commits), a sharded load (every rank
// reads its chunks), and the file backend's save (rank 0 writes the gathered state, as DDP
// does) and load (every rank reads the whole file). Rank 0 prints one JSON line per round.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FileCheckpointManager, readCheckpoint, readShardedPayload, ShardedCheckpointManager, shardLayouts } from '../../src/checkpoints/index.js';
import { disposeTree } from '../../src/checkpoints/tree.js';
import { torch } from '../../src/index.js';
const [dir, layersArg, widthArg, roundsArg] = process.argv.slice(2);
const layers = Number(layersArg);
const width = Number(widthArg);
const dist = torch.distributed;
await dist.initProcessGroup({ backend: 'gloo', timeoutMs: 600_000 });
const rank = dist.getRank();
const world = dist.getWorldSize();
torch.setNumThreads(1);
const rows = width / world;
const full = {};
const sharded = {};
for (let i = 0; i < layers; i++) {
    for (const kind of ['weight', 'exp_avg', 'exp_avg_sq']) {
        const t = torch.randn([width, width]).keep();
        full[`${i}.${kind}`] = t;
        sharded[`${i}.${kind}`] = new dist.ShardedTensor([width, width], 'float32', [{ offsets: [rank * rows, 0], tensor: t.narrow(0, rank * rows, rows).keep() }]);
    }
}
const names = Array.from({ length: layers }, (_, i) => `${i}.weight`);
const payload = (leaf) => () => ({
    state: { epoch: 0, global_step: 1 },
    model: Object.fromEntries(names.map((n) => [n, leaf(n)])),
    optimizer: {
        state: Object.fromEntries(names.map((n, i) => [i, { exp_avg: leaf(n.replace('weight', 'exp_avg')), exp_avg_sq: leaf(n.replace('weight', 'exp_avg_sq')) }])),
        param_groups: [{ lr: 0.001, params: names.map((_, i) => i) }],
    },
});
const barrier = async () => {
    const t = torch.zeros([1]);
    dist.allReduce(t);
    t.dispose();
};
const allReduceSum = async (values) => {
    const t = torch.tensor([...values], { dtype: 'float64' });
    dist.allReduce(t);
    return Array.from(t.toArray());
};
const timed = async (fn) => {
    await barrier();
    const t0 = performance.now();
    await fn();
    await barrier();
    return (performance.now() - t0) / 1000;
};
for (let round = 0; round < Number(roundsArg); round++) {
    const shardedDir = join(dir, `sharded-${round}`);
    const fileDir = join(dir, `file-${round}`);
    mkdirSync(fileDir, { recursive: true });
    const request = (p) => ({ epoch: 0, globalStep: 1, mode: 'step', isBest: false, forced: true, payload: p });
    const shardedSave = await timed(async () => {
        const m = new ShardedCheckpointManager({ dir: shardedDir, rank, worldSize: world, allReduceSum, paramNames: () => names });
        await m.save(request(payload((n) => sharded[n])));
        await m.close();
    });
    const shardedLoad = await timed(async () => {
        const layouts = shardLayouts(payload((n) => sharded[n])(), names);
        const { payload: p } = await readShardedPayload(join(shardedDir, 'latest'), { rank, layouts, paramNames: names });
        disposeTree(p);
    });
    const fileSave = await timed(async () => {
        if (rank !== 0)
            return;
        const m = new FileCheckpointManager({ dir: fileDir });
        await m.save(request(payload((n) => full[n])));
        await m.close();
    });
    const fileLoad = await timed(async () => {
        disposeTree(readCheckpoint(join(fileDir, 'latest.pth')));
    });
    await barrier();
    if (rank === 0) {
        console.log(JSON.stringify({ round, shardedSave, shardedLoad, fileSave, fileLoad, bytes: layers * 3 * width * width * 4 }));
        rmSync(shardedDir, { recursive: true, force: true });
        rmSync(fileDir, { recursive: true, force: true });
    }
}
await dist.destroyProcessGroup();
//# sourceMappingURL=worker.js.map