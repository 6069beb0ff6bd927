// `node --import <this file> script.ts`: runs TypeScript sources in a child process.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
