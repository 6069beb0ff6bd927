import { UsageError } from '../errors/usage-error.js';

/** One thing wrong with a config, at one place in it. */
export interface ConfigProblem {
  /**
   * Dotted path to the key, e.g. `optim.paramGroups[0].pattern`; empty for the whole
   * config. For a file that cannot be loaded, the file.
   */
  path: string;
  /** What is wrong, e.g. `got "x"; expected a number`. */
  message: string;
}

/**
 * Thrown when a config cannot be loaded or is invalid. The message has one line per
 * problem, `path: what is wrong`, and `problems` holds them for programs.
 */
export class ConfigError extends UsageError {
  override readonly name: string = 'ConfigError';
  readonly problems: readonly ConfigProblem[];

  constructor(problems: readonly ConfigProblem[], heading = 'Invalid config') {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    const lines = problems.map((p) => `  ${p.path === '' ? '(config)' : p.path}: ${p.message}`);
    super([`${heading} (${count}):`, ...lines].join('\n'));
    this.problems = problems;
  }
}

/** Formats a path such as `['optim', 'paramGroups', 0, 'pattern']` as `optim.paramGroups[0].pattern`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text === '' ? String(segment) : `.${String(segment)}`;
  }
  return text;
}

/** Shows a value briefly, as it would be written in YAML or JSON. */
export function formatValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
