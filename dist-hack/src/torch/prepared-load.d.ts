/**
 * A checked state-dict load that has changed nothing yet: `commit()` applies it (and cannot
 * fail), `abort()` releases what it prepared. Loads that span several objects (a runner's
 * model, optimizer, scheduler, ...) prepare every part first, so that a failure anywhere
 * leaves all of them as they were.
 */
export interface PreparedLoad {
    commit(): void;
    abort(): void;
}
