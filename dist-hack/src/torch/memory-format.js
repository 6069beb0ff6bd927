export {};
//# sourceMappingURL=memory-format.js.map