// A variable specifier: the launcher is an optional part of the build, loaded on use.
const LAUNCHER = '../launch.js';
async function loadLauncher() {
    try {
        return (await import(LAUNCHER));
    }
    catch (err) {
        const e = err;
        if (e.code === 'ERR_MODULE_NOT_FOUND' && /launch\.js/.test(e.message ?? ''))
            return null;
        throw err;
    }
}
const MISSING = 'torchrunner launch: the distributed launcher is not part of this build of torchrunner. ' +
    'Start the processes with PyTorch\'s torchrun (it sets RANK, LOCAL_RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT), ' +
    'e.g. torchrun --nproc-per-node 2 --no-python torchrunner train dist/train.js -c config.yaml';
export const launchCommand = {
    name: 'launch',
    summary: 'start a training program on several processes (torchrun-compatible)',
    help: `Usage: torchrunner launch [launcher options] <program> [program arguments]

Starts one process per rank with torchrun's environment (RANK, LOCAL_RANK,
WORLD_SIZE, LOCAL_WORLD_SIZE, MASTER_ADDR, MASTER_PORT). \`torchrunner launch --help\`
prints the launcher's own options when the launcher is built in.`,
    async run(argv, output) {
        const launcher = await loadLauncher();
        if (launcher === null) {
            output.err(MISSING);
            return 1;
        }
        return launcher.launch([...argv]);
    },
};
/** True when the launcher module is present (its own `--help` is then the one to show). */
export async function launcherAvailable() {
    return (await loadLauncher()) !== null;
}
//# sourceMappingURL=launch.js.map