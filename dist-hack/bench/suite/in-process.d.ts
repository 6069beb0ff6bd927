import type { InProcessGroup } from './cases.js';
export declare const IN_PROCESS_GROUPS: InProcessGroup[];
