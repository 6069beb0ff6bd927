import { existsSync, statfsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
// statfs(2) magic numbers of kernel file systems that expose kernel state and cannot hold a
// run's files. Under /proc, Node's recursive mkdir never returns.
const PSEUDO_FILE_SYSTEMS = new Map([
    [0x9fa0, 'proc'],
    [0x62656572, 'sysfs'],
    [0x27e0eb, 'cgroup'],
    [0x63677270, 'cgroup2'],
    [0x64626720, 'debugfs'],
    [0x74726163, 'tracefs'],
    [0x73636673, 'securityfs'],
    [0xcafe4a11, 'bpf'],
    [0x6165676c, 'pstore'],
    [0x62656570, 'configfs'],
    [0x1cd1, 'devpts'],
    [0xde5e81e4, 'efivarfs'],
    [0x65735543, 'fusectl'],
    [0x42494e4d, 'binfmt_misc'],
    [0x6e736673, 'nsfs'],
    [0x19800202, 'mqueue'],
]);
/** The deepest existing directory at or above `path`. */
function existingAncestor(path) {
    let dir = resolve(path);
    while (!existsSync(dir)) {
        const up = dirname(dir);
        if (up === dir)
            break;
        dir = up;
    }
    return dir;
}
/**
 * Throws when `dir` is (or would be created) on a kernel pseudo-filesystem such as /proc or
 * /sys, before anything tries to create it there.
 *
 * @param what - the config key or option that named the directory, for the message
 */
export function assertNotPseudoFileSystem(dir, what) {
    const ancestor = existingAncestor(dir);
    let type;
    try {
        type = statfsSync(ancestor).type;
    }
    catch {
        return;
    }
    const name = PSEUDO_FILE_SYSTEMS.get(type);
    if (name !== undefined) {
        throw new Error(`${what} '${dir}' is on ${ancestor}, a ${name} file system (kernel state, not storage), which cannot hold a run's files; set ${what} to a directory on a disk, e.g. runs`);
    }
}
//# sourceMappingURL=pseudo-fs.js.map