/** The file that always holds the newest checkpoint. */
export const LATEST = 'latest.pth';
/** The file that holds the checkpoint with the best score. */
export const BEST = 'best.pth';
/** The directory of a run's checkpoints, relative to the run directory. */
export const CHECKPOINTS_DIR = 'checkpoints';
const HISTORY = /^ckpt-([es])(\d+)\.pth$/;
/**
 * The history file name of a point: `ckpt-e{epoch:06d}.pth` in epoch mode,
 * `ckpt-s{step:012d}.pth` in step mode.
 */
export function historyName(point) {
    return point.mode === 'epoch'
        ? `ckpt-e${String(point.epoch).padStart(6, '0')}.pth`
        : `ckpt-s${String(point.globalStep).padStart(12, '0')}.pth`;
}
/** Parses a history file name, or returns null for any other name. */
export function parseHistoryName(name) {
    const m = HISTORY.exec(name);
    if (!m)
        return null;
    return { name, mode: m[1] === 'e' ? 'epoch' : 'step', index: Number(m[2]) };
}
//# sourceMappingURL=names.js.map