import { existsSync, statSync } from 'node:fs';
import { checkOptions } from '../options.js';
import { columns, formatBytes } from '../output.js';
import { UsageError } from '../usage.js';
const FLAGS = ['--json', '--no-tensors', '--all'];
export const ckptCommand = {
    name: 'ckpt',
    summary: 'summarise a checkpoint (file or sharded); consolidate a sharded one into one file',
    help: `Usage: torchrunner ckpt <file | sharded checkpoint> [options]
       torchrunner ckpt consolidate <sharded checkpoint> <out.pth | out.safetensors> [--all]

Summarises a checkpoint without building a model: the training step and epoch,
the config id of the config snapshot, each section (model, optimizer, ema, …)
and every tensor with its shape, dtype and size. Reads runner checkpoints,
any torch.save file holding tensors (a state dict, from here or from Python's
torch.save) and safetensors files. Nothing in the file is executed.

A checkpoints directory of file checkpoints (or its run directory) is listed:
latest, best (and the history file each is), the history files, and those a
rewind (--resume of an older checkpoint) kept in superseded/<attempt>/, by the
attempt they belong to. The files are not read.

A sharded checkpoint (checkpoint.backend: sharded) is named by its checkpoints
directory (its 'latest'), a pointer file (latest, best, ckpt-s…) or a save
directory; the summary gives the world size, stage and topology that wrote it
and every tensor with its global shape.

consolidate gathers a sharded checkpoint into one torch.save file (.pth, which
Python's torch.load opens as the unsharded model's state dict) or a
.safetensors file, one tensor at a time: memory peaks at about the largest
tensor. --all takes every tensor (optimizer state too) under its full name.

Options:
  --json         print the summary as JSON
  --no-tensors   leave out the list of tensors
  --all          consolidate: every tensor, not only the model's
  -h, --help     show this help

Examples:
  torchrunner ckpt runs/default/abc1234-1f2e3d4c/checkpoints/latest.pth
  torchrunner ckpt model.pth --no-tensors
  torchrunner ckpt model.safetensors --json
  torchrunner ckpt runs/default/abc1234-1f2e3d4c/checkpoints
  torchrunner ckpt runs/default/abc1234-1f2e3d4c
  torchrunner ckpt consolidate runs/default/abc1234-1f2e3d4c/checkpoints model.pth

Exit status: 0 on success, 1 when the file cannot be read as a checkpoint.`,
    async run(argv, output) {
        const { positionals, flags } = checkOptions(argv, {
            command: 'ckpt',
            flags: FLAGS,
            maxPositionals: 3,
            minPositionals: 1,
            positionalName: 'checkpoint file',
        });
        if (positionals[0] === 'consolidate')
            return consolidateCommand(positionals.slice(1), flags.has('--all'), output);
        if (positionals.length > 1)
            throw new UsageError(`expected one checkpoint, got ${positionals.length} arguments (to consolidate: torchrunner ckpt consolidate <dir> <out.pth>)`, 'ckpt');
        const file = positionals[0];
        if (!existsSync(file))
            throw new UsageError(`cannot find the checkpoint ${file}`, 'ckpt');
        const { isShardedCheckpoint } = await import('../../checkpoints/sharded/load.js');
        if (await isShardedCheckpoint(file)) {
            const { summarizeSharded, formatShardedSummary } = await import('../sharded-summary.js');
            const summary = await summarizeSharded(file);
            if (flags.has('--json'))
                output.out(JSON.stringify(flags.has('--no-tensors') ? { ...summary, tensors: undefined } : summary, null, 2));
            else
                output.out(formatShardedSummary(summary, !flags.has('--no-tensors')));
            return 0;
        }
        if (statSync(file).isDirectory()) {
            const { checkpointsDirOf, formatCheckpointList, listCheckpoints } = await import('../checkpoint-list.js');
            const dir = checkpointsDirOf(file);
            if (dir !== null) {
                const list = listCheckpoints(dir);
                output.out(flags.has('--json') ? JSON.stringify(list, null, 2) : formatCheckpointList(list));
                return 0;
            }
            throw new UsageError(`${file} is a directory; name a file, e.g. ${file.replace(/\/$/, '')}/latest.pth`, 'ckpt');
        }
        // Loaded on use: it brings in libtorch, which the other commands do not need.
        const { summarizeCheckpoint } = await import('../checkpoint-summary.js');
        const summary = summarizeCheckpoint(file);
        if (flags.has('--json')) {
            const shown = flags.has('--no-tensors') ? { ...summary, tensors: undefined } : summary;
            output.out(JSON.stringify(shown, null, 2));
        }
        else
            output.out(formatSummary(summary, !flags.has('--no-tensors')));
        return 0;
    },
};
async function consolidateCommand(args, all, output) {
    if (args.length !== 2)
        throw new UsageError('consolidate takes a sharded checkpoint and an output file: torchrunner ckpt consolidate <dir> <out.pth | out.safetensors>', 'ckpt');
    const [source, out] = args;
    if (!existsSync(source))
        throw new UsageError(`cannot find the checkpoint ${source}`, 'ckpt');
    if (!/\.(pth|pt|bin|safetensors)$/.test(out))
        throw new UsageError(`cannot tell the output format from '${out}'; name it *.pth (torch.save) or *.safetensors`, 'ckpt');
    const { consolidate } = await import('../../checkpoints/sharded/consolidate.js');
    const report = await consolidate(source, out, all ? { prefix: '' } : {});
    output.out(`wrote ${report.out}: ${report.tensors} tensors, ${formatBytes(report.bytes)} (from ${report.save}; largest tensor ${formatBytes(report.largestBytes)})`);
    return 0;
}
function sizeText(bytes) {
    return `${formatBytes(bytes)} (${bytes} bytes)`;
}
/** The human-readable summary. */
export function formatSummary(s, withTensors) {
    const head = [
        ['file', s.file],
        ['format', s.format === 'torch.save' ? 'torch.save archive' : 'safetensors'],
        ['kind', s.kind === 'runner' ? 'runner checkpoint' : 'state dict (tensors only)'],
    ];
    if (s.kind === 'runner') {
        head.push(['step', s.step === undefined ? '(not recorded)' : String(s.step)]);
        head.push(['epoch', s.epoch === undefined ? '(not recorded)' : String(s.epoch)]);
        head.push(['config id', s.configId ?? (s.configIdProblem ? `(unknown: ${s.configIdProblem})` : '(no config snapshot)')]);
        for (const [key, value] of Object.entries(s.state))
            head.push([`state.${key}`, String(value)]);
    }
    for (const [key, value] of Object.entries(s.metadata ?? {}))
        head.push([`metadata.${key}`, value]);
    head.push(['file size', sizeText(s.fileBytes)]);
    head.push(['tensors', `${s.tensors.length}, ${sizeText(s.totalBytes)}`]);
    const parts = [columns(head)];
    if (s.sections.length > 1 || s.sections[0]?.name !== '(top level)') {
        parts.push('', 'sections:', columns(s.sections.map((x) => [x.name, `${x.tensors} ${x.tensors === 1 ? 'tensor' : 'tensors'}`, formatBytes(x.bytes)]), '  '));
    }
    if (withTensors && s.tensors.length > 0) {
        parts.push('', 'tensors:');
        parts.push(columns(s.tensors.map((t) => [t.path, t.dtype, `[${t.shape.join(', ')}]`, formatBytes(t.bytes)]), '  '));
    }
    return parts.join('\n');
}
//# sourceMappingURL=ckpt.js.map