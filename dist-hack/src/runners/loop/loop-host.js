export {};
//# sourceMappingURL=loop-host.js.map