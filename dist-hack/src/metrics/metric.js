export {};
//# sourceMappingURL=metric.js.map