import * as z from 'zod';
/** Where the main process reports progress. */
export const LoggingSchema = z.strictObject({
    console: z.boolean().default(true).describe('Progress on the terminal: a live bar on a TTY, plain lines otherwise.'),
    format: z.enum(['text', 'json']).default('text').describe('What the console gets: `text` (a live bar on a TTY, plain lines otherwise) or `json`: one JSON object per line (time, level, step, message, or split and values), for log collectors.'),
    file: z.boolean().default(true).describe('Write `logs/{timestamp}.log` in the run directory.'),
    tensorboard: z.boolean().default(false).describe('Write TensorBoard event files under `tensorboard/{timestamp}`.'),
    peakFlops: z
        .number()
        .positive()
        .optional()
        .describe('Peak FLOP/s of one process\'s device (e.g. 989e12 for an H100 SXM in bf16 dense), for the MFU the log line and the train summary report beside the achieved FLOP/s (which needs the model\'s FLOPs per token: a `flopsPerToken()` method). Unset: no MFU.'),
    level: z.enum(['debug', 'info', 'warn', 'error']).default('info').describe('Least severe message shown.'),
});
//# sourceMappingURL=logging.js.map