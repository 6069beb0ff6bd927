export * from './torch/index.js';
