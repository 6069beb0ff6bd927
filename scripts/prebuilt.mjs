// The prebuilt addon shipped in prebuilds/<platform>-<arch>/: its manifest, the fingerprint of
// the native sources it must match, and the decision whether an install may use it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The platform directory under prebuilds/ for this process, e.g. `linux-x64`. */
export function platformKey(platform = process.platform, arch = process.arch) {
  return `${platform}-${arch}`;
}

/** Files whose content decides the addon: native/src/* and CMakeLists.txt, by relative path. */
export function nativeSourceFiles(root) {
  const dir = join(root, 'native', 'src');
  return ['CMakeLists.txt', ...readdirSync(dir).sort().map((f) => `native/src/${f}`)];
}

/** sha256 over every native source's path and content (independent of mtimes and checkout). */
export function nativeSourcesHash(root) {
  const h = createHash('sha256');
  for (const rel of nativeSourceFiles(root)) {
    const bytes = readFileSync(join(root, rel));
    h.update(`${rel}\0${bytes.length}\0`);
    h.update(bytes);
  }
  return h.digest('hex');
}

/** The libtorch version a CMake package directory declares (TorchConfigVersion.cmake), or null. */
export function torchVersion(torchDir) {
  const file = join(torchDir, 'TorchConfigVersion.cmake');
  if (!existsSync(file)) return null;
  const m = /set\(PACKAGE_VERSION "([^"]+)"\)/.exec(readFileSync(file, 'utf8'));
  return m ? m[1] : null;
}

/** The manifest beside a prebuilt addon, or null when there is none. */
export function readManifest(dir) {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

export const MANIFEST_FIELDS = ['platform', 'libtorch', 'napi', 'node', 'sourcesSha256', 'addonSha256', 'files'];

/**
 * Whether an install may use the prebuilt addon: same platform, same libtorch version, the
 * sources it was built from hash to the sources here, and this Node offers the Node-API version
 * it needs. The addon calls Node-API only, so any Node with that version loads it, whatever its
 * ABI (process.versions.modules). Returns `{ use, reason }`; the reason says why a source build
 * is needed.
 */
export function prebuiltDecision({ manifest, platform, libtorch, sourcesSha256, napi }) {
  if (!manifest) return { use: false, reason: `no prebuilt addon for ${platform}` };
  for (const f of MANIFEST_FIELDS) if (manifest[f] === undefined) return { use: false, reason: `the prebuilt manifest lacks '${f}'` };
  if (manifest.platform !== platform) return { use: false, reason: `the prebuilt addon is for ${manifest.platform}, this is ${platform}` };
  if (libtorch === null) return { use: false, reason: 'the libtorch found declares no version' };
  if (manifest.libtorch !== libtorch) return { use: false, reason: `the prebuilt addon was built against libtorch ${manifest.libtorch}, found ${libtorch}` };
  if (manifest.sourcesSha256 !== sourcesSha256) return { use: false, reason: 'the native sources differ from the ones the prebuilt addon was built from' };
  if (!(Number(napi) >= Number(manifest.napi))) return { use: false, reason: `the prebuilt addon needs Node-API ${manifest.napi}, this Node offers ${napi}` };
  return { use: true, reason: `prebuilt addon for ${platform}, libtorch ${libtorch}, Node-API ${manifest.napi}` };
}

/** The lowest Node-API version the addon is built for (package.json's binary.napi_versions). */
export function requiredNapiVersion(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return String(Math.min(...pkg.binary.napi_versions));
}

/** sha256 of a file's bytes. */
export function fileSha256(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}
