// Reads the fenced code blocks of the Markdown documentation.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { REPO } from './cli.js';

/** One fenced block. */
export interface CodeBlock {
  /** Markdown file, relative to the repository root. */
  file: string;
  /** Line of the opening fence (1-based). */
  line: number;
  /** The language word of the info string: `ts`, `sh`, `yaml`, … */
  lang: string;
  /** The other words of the info string: `run`, `fragment`. */
  flags: string[];
  code: string;
}

/** README.md and every Markdown file under docs/, generated references excluded. */
export function documentationFiles(): string[] {
  const docs = readdirSync(join(REPO, 'docs'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => relative(REPO, join(e.parentPath, e.name)))
    .filter((path) => !path.startsWith(join('docs', 'reference')));
  return ['README.md', ...docs.sort()];
}

/** The fenced blocks of one Markdown file. */
export function codeBlocks(file: string): CodeBlock[] {
  const lines = readFileSync(join(REPO, file), 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, lang, rest] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !lines[j]!.trimStart().startsWith(fence!); j++) body.push(lines[j]!.slice(indent!.length));
    blocks.push({ file, line: i + 1, lang: lang!.toLowerCase(), flags: rest!.split(/\s+/).filter(Boolean), code: body.join('\n') });
    i = j;
  }
  return blocks;
}

/** TypeScript blocks, the ones marked `fragment` included. */
export function typescriptBlocks(): CodeBlock[] {
  return documentationFiles()
    .flatMap(codeBlocks)
    .filter((b) => b.lang === 'ts' || b.lang === 'typescript');
}
