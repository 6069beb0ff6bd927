import { existsSync, statSync } from 'node:fs';

import type { CheckpointSummary } from '../checkpoint-summary.js';
import type { Command } from '../command.js';
import { checkOptions } from '../options.js';
import { columns, formatBytes } from '../output.js';
import { UsageError } from '../usage.js';

const FLAGS = ['--json', '--no-tensors'] as const;

export const ckptCommand: Command = {
  name: 'ckpt',
  summary: 'summarise a checkpoint: step, epoch, config id, every tensor and its size',
  help: `Usage: torchrunner ckpt <file> [options]

Summarises a checkpoint without building a model: the training step and epoch,
the config id of the config snapshot, each section (model, optimizer, ema, …)
and every tensor with its shape, dtype and size. Reads runner checkpoints,
any torch.save file holding tensors (a state dict, from here or from Python's
torch.save) and safetensors files. Nothing in the file is executed.

Options:
  --json         print the summary as JSON
  --no-tensors   leave out the list of tensors
  -h, --help     show this help

Examples:
  torchrunner ckpt runs/default/abc1234-1f2e3d4c/checkpoints/latest.pth
  torchrunner ckpt model.pth --no-tensors
  torchrunner ckpt model.safetensors --json

Exit status: 0 on success, 1 when the file cannot be read as a checkpoint.`,

  async run(argv, output) {
    const { positionals, flags } = checkOptions(argv, {
      command: 'ckpt',
      flags: FLAGS,
      maxPositionals: 1,
      minPositionals: 1,
      positionalName: 'checkpoint file',
    });
    const file = positionals[0]!;
    if (!existsSync(file)) throw new UsageError(`cannot find the checkpoint ${file}`, 'ckpt');
    if (statSync(file).isDirectory()) {
      throw new UsageError(`${file} is a directory; name a file, e.g. ${file.replace(/\/$/, '')}/latest.pth`, 'ckpt');
    }
    // Loaded on use: it brings in libtorch, which the other commands do not need.
    const { summarizeCheckpoint } = await import('../checkpoint-summary.js');
    const summary = summarizeCheckpoint(file);
    if (flags.has('--json')) {
      const shown = flags.has('--no-tensors') ? { ...summary, tensors: undefined } : summary;
      output.out(JSON.stringify(shown, null, 2));
    } else output.out(formatSummary(summary, !flags.has('--no-tensors')));
    return 0;
  },
};

function sizeText(bytes: number): string {
  return `${formatBytes(bytes)} (${bytes} bytes)`;
}

/** The human-readable summary. */
export function formatSummary(s: CheckpointSummary, withTensors: boolean): string {
  const head: string[][] = [
    ['file', s.file],
    ['format', s.format === 'torch.save' ? 'torch.save archive' : 'safetensors'],
    ['kind', s.kind === 'runner' ? 'runner checkpoint' : 'state dict (tensors only)'],
  ];
  if (s.kind === 'runner') {
    head.push(['step', s.step === undefined ? '(not recorded)' : String(s.step)]);
    head.push(['epoch', s.epoch === undefined ? '(not recorded)' : String(s.epoch)]);
    head.push(['config id', s.configId ?? (s.configIdProblem ? `(unknown: ${s.configIdProblem})` : '(no config snapshot)')]);
    for (const [key, value] of Object.entries(s.state)) head.push([`state.${key}`, String(value)]);
  }
  for (const [key, value] of Object.entries(s.metadata ?? {})) head.push([`metadata.${key}`, value]);
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
