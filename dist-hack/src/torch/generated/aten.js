export {};
//# sourceMappingURL=aten.js.map