export {};
//# sourceMappingURL=prepared-load.js.map