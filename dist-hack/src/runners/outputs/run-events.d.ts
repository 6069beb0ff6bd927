import type { LogLevel } from '../../logging/logger.js';
import type { ResultEntry } from '../../logging/results-writer.js';
/** An optimizer step taken. */
export interface StepEvent {
    /** The global optimizer step just taken (`state.globalStep`). */
    step: number;
    /** Epochs done (`state.epoch`). */
    epoch: number;
    /** The split the step's last micro-batch came from. */
    split: string;
    /** The step's loss over every rank (mean over the window). */
    loss: number;
    /** The learning rate of the first parameter group after the step, when there is an optimizer. */
    lr?: number;
}
/** An evaluation's result appended (each epoch in epoch mode, each round in step mode). */
export interface EvaluationEvent extends ResultEntry {
    /** Whether it is the best result so far. */
    isBest: boolean;
}
/** A checkpoint saved. */
export interface CheckpointEvent {
    /** The step it holds. */
    step: number;
    /** Where it is: the file (`…/latest.pth`), a sharded save's directory, or null when it is kept in memory (`workspace: false`). */
    path: string | null;
    /** It is also the best so far (`best.pth`). */
    best: boolean;
}
/** A message the run logged (the text the loggers get). */
export interface LogMessageEvent {
    level: LogLevel;
    text: string;
    /** The global step when it was logged. */
    step: number;
}
/** The events a runner emits, by name. */
export interface RunnerEvents {
    step: StepEvent;
    evaluation: EvaluationEvent;
    checkpoint: CheckpointEvent;
    message: LogMessageEvent;
}
/** One event with its name, as {@link runEventStream} yields it. */
export type RunnerEvent = {
    [K in keyof RunnerEvents]: {
        type: K;
    } & RunnerEvents[K];
}[keyof RunnerEvents];
/** The names of {@link RunnerEvents}. */
export declare const RUNNER_EVENTS: readonly ["step", "evaluation", "checkpoint", "message"];
/**
 * A typed event emitter for a run's progress. Listeners run synchronously inside the loop: keep
 * them short, and copy what they keep (the events are plain objects, never tensors). A listener
 * that throws fails `train()` like an error of the loop would.
 */
export declare class RunEvents {
    private readonly emitter;
    constructor();
    on<K extends keyof RunnerEvents>(name: K, listener: (event: RunnerEvents[K]) => void): void;
    once<K extends keyof RunnerEvents>(name: K, listener: (event: RunnerEvents[K]) => void): void;
    off<K extends keyof RunnerEvents>(name: K, listener: (event: RunnerEvents[K]) => void): void;
    /** Whether anything listens for `name` (so that building an event can be skipped). */
    listens(name: keyof RunnerEvents): boolean;
    emit<K extends keyof RunnerEvents>(name: K, event: RunnerEvents[K]): void;
}
/**
 * Every event of a run as an async iterator, in the order emitted, each with its `type`. Events
 * are queued from the moment it is created until they are read; it ends when `signal` aborts
 * or `return()` is called (a `break` out of `for await`).
 */
export declare function runEventStream(events: RunEvents, signal?: AbortSignal): AsyncIterableIterator<RunnerEvent>;
