#!/usr/bin/env node
// Builds the native addon against libtorch. Finds libtorch through Torch_DIR, LIBTORCH or
// CMAKE_PREFIX_PATH, else Debian's libtorch-dev (installing it with apt-get when run as
// root on Debian), and says exactly what to do when none can be found.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { fileSha256, nativeSourcesHash, platformKey, prebuiltDecision, readManifest, requiredNapiVersion, torchVersion } from './prebuilt.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// --force: build from source even when the addon is up to date or a prebuilt one matches;
// TORCHRUNNER_FROM_SOURCE=1 builds from source instead of using a matching prebuilt addon.
const force = process.argv.includes('--force');
const fromSource = force || process.env.TORCHRUNNER_FROM_SOURCE === '1';
const addon = join(root, 'build', 'Release', 'torchrunner.node');
const DEBIAN_TORCH = '/usr/lib/x86_64-linux-gnu/cmake/Torch';
const DEBIAN_PACKAGES = ['libtorch-dev', 'libgloo-dev', 'libopenblas0-pthread', 'zlib1g-dev'];

function log(msg) {
  console.log(`torchrunner: ${msg}`);
}

function fail(msg) {
  console.error(`\ntorchrunner: ${msg}\n`);
  process.exit(1);
}

function newestSource() {
  let newest = statSync(join(root, 'CMakeLists.txt')).mtimeMs;
  for (const f of readdirSync(join(root, 'native', 'src'))) newest = Math.max(newest, statSync(join(root, 'native', 'src', f)).mtimeMs);
  return newest;
}

function findTorchDir() {
  if (process.env.Torch_DIR) {
    if (!existsSync(join(process.env.Torch_DIR, 'TorchConfig.cmake'))) {
      fail(`Torch_DIR=${process.env.Torch_DIR} has no TorchConfig.cmake. Point it at <libtorch>/share/cmake/Torch.`);
    }
    return process.env.Torch_DIR;
  }
  if (process.env.LIBTORCH) {
    const dir = join(process.env.LIBTORCH, 'share', 'cmake', 'Torch');
    if (!existsSync(join(dir, 'TorchConfig.cmake'))) fail(`LIBTORCH=${process.env.LIBTORCH} has no share/cmake/Torch/TorchConfig.cmake.`);
    return dir;
  }
  for (const prefix of (process.env.CMAKE_PREFIX_PATH ?? '').split(':').filter(Boolean)) {
    const dir = join(prefix, 'share', 'cmake', 'Torch');
    if (existsSync(join(dir, 'TorchConfig.cmake'))) return dir;
  }
  if (existsSync(join(DEBIAN_TORCH, 'TorchConfig.cmake'))) return DEBIAN_TORCH;
  return null;
}

function debianMissing() {
  // dpkg-query prints nothing for a package it has never seen, so match lines by name.
  const r = spawnSync('dpkg-query', ['-W', '-f=${Package} ${Status}\\n', ...DEBIAN_PACKAGES], { encoding: 'utf8' });
  const installed = new Set((r.stdout ?? '').split('\n').filter((l) => l.endsWith('install ok installed')).map((l) => l.split(' ')[0].split(':')[0]));
  return DEBIAN_PACKAGES.filter((p) => !installed.has(p));
}

function aptInstall(packages) {
  log(`installing ${packages.join(' ')} with apt-get (Debian's libtorch, Gloo headers, OpenBLAS)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-q', ...packages], { stdio: 'inherit', env });
}

const napiNeeded = requiredNapiVersion(root);
if (!(Number(process.versions.napi) >= Number(napiNeeded))) {
  fail(`the native addon needs Node-API ${napiNeeded} (Node.js 20 or later); this Node ${process.version} offers Node-API ${process.versions.napi}.`);
}

if (!force && existsSync(addon) && statSync(addon).mtimeMs >= newestSource()) {
  log(`native addon is up to date (${addon}); \`npm run build:native\` rebuilds it`);
  process.exit(0);
}

const isDebian = existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let torchDir = findTorchDir();
if (isDebian && (torchDir === null || torchDir === DEBIAN_TORCH)) {
  const missing = debianMissing();
  if (missing.length) {
    if (isRoot) aptInstall(missing);
    else if (torchDir === null) {
      fail(`libtorch not found. Install it: sudo apt-get install -y ${DEBIAN_PACKAGES.join(' ')}\n` +
        'or set Torch_DIR to <libtorch>/share/cmake/Torch (LIBTORCH to the libtorch root), for example the one inside a\n' +
        'PyTorch install: python3 -c "import torch;print(torch.utils.cmake_prefix_path)"');
    } else {
      log(`warning: ${missing.join(', ')} not installed; without libopenblas0-pthread matrix products are many times slower`);
    }
  }
  torchDir = findTorchDir();
}
if (torchDir === null) {
  fail('libtorch not found. Set Torch_DIR to <libtorch>/share/cmake/Torch (or LIBTORCH to the libtorch root), for example\n' +
    'the one inside a PyTorch install: export Torch_DIR=$(python3 -c "import torch,os;print(os.path.join(torch.utils.cmake_prefix_path,\'Torch\'))")\n' +
    `On Debian 12: apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`);
}

if (!fromSource && usePrebuilt(torchDir)) process.exit(0);

log(`building the native addon against libtorch at ${torchDir}`);
// resolved like any dependency: nested in this package or hoisted beside it
const cmakeJs = createRequire(import.meta.url).resolve('cmake-js/bin/cmake-js');
const hasNinja = spawnSync('ninja', ['--version']).status === 0;
const args = [cmakeJs, force ? 'rebuild' : 'build', ...(hasNinja ? ['-G', 'Ninja'] : []), `--CDTorch_DIR=${torchDir}`];
if (process.env.CMAKE_BUILD_PARALLEL_LEVEL === undefined) process.env.CMAKE_BUILD_PARALLEL_LEVEL = '2';
// Node-API only: cmake-js compiles against the node-api-headers package (package.json's
// binary.napi_versions says so), never against a Node's own headers, so npm's nodedir (Debian's
// npm sets /usr, whatever Node runs) cannot mix another Node's V8 into the build.
if (process.env.npm_config_nodedir) log(`npm's nodedir (${process.env.npm_config_nodedir}) is not used: the addon builds against Node-API's own headers`);
const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
if (r.status !== 0) fail('building the native addon failed (see the compiler output above).');
log(`built ${addon}`);

// Copies prebuilds/<platform>/torchrunner.node into place when its manifest matches this
// libtorch, these sources and this Node, and it loads; returns whether it did.
function usePrebuilt(dir) {
  const platform = platformKey();
  const prebuiltDir = join(root, 'prebuilds', platform);
  let decision;
  try {
    decision = prebuiltDecision({
      manifest: readManifest(prebuiltDir),
      platform,
      libtorch: torchVersion(dir),
      sourcesSha256: nativeSourcesHash(root),
      napi: process.versions.napi,
    });
  } catch (err) {
    decision = { use: false, reason: `cannot read the prebuilt manifest: ${err.message}` };
  }
  if (!decision.use) {
    log(`building from source: ${decision.reason}`);
    return false;
  }
  const prebuilt = join(prebuiltDir, 'torchrunner.node');
  if (!existsSync(prebuilt) || fileSha256(prebuilt) !== readManifest(prebuiltDir).addonSha256) {
    log('building from source: the prebuilt addon is missing or does not match its manifest');
    return false;
  }
  mkdirSync(dirname(addon), { recursive: true });
  copyFileSync(prebuilt, addon);
  const check = spawnSync(process.execPath, ['-e', 'require(process.argv[1])', addon], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(addon, { force: true });
    log(`building from source: the prebuilt addon does not load here (${(check.stderr || '').trim().split('\n')[0]})`);
    return false;
  }
  log(`using the ${decision.reason} (\`npm run build:native\` builds from source)`);
  return true;
}
