// Where the native build finds Node's headers. cmake-js downloads them from nodejs.org unless
// npm's `nodedir` names a directory that has them; the running Node's own install prefix
// usually does (include/node, as Debian's nodejs and the nodejs.org archives install it), so
// pointing cmake-js there builds the addon without the network.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The Node version of the headers under `prefix` (from include/node/node_version.h), or null. */
export function headersVersion(prefix) {
  const file = join(prefix, 'include', 'node', 'node_version.h');
  if (!existsSync(file) || !existsSync(join(prefix, 'include', 'node', 'node.h'))) return null;
  const text = readFileSync(file, 'utf8');
  const parts = ['MAJOR', 'MINOR', 'PATCH'].map((name) => text.match(new RegExp(`^#define NODE_${name}_VERSION (\\d+)$`, 'm'))?.[1]);
  return parts.every((p) => p !== undefined) ? parts.join('.') : null;
}

/**
 * `env` for cmake-js: with `npm_config_nodedir` set to the prefix of the Node at `execPath`
 * when that prefix holds the headers of this very version, and `env` unchanged otherwise
 * (also when `npm_config_nodedir` is set already).
 */
export function withNodeHeaders(env, execPath = process.execPath, version = process.versions.node) {
  if (env.npm_config_nodedir) return env;
  const prefix = dirname(dirname(execPath));
  return headersVersion(prefix) === version ? { ...env, npm_config_nodedir: prefix } : env;
}
