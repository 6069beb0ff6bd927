/** True when `value` offers `stateDict`/`loadStateDict`. */
export function isStateful(value) {
    return (value !== null &&
        typeof value === 'object' &&
        typeof value.stateDict === 'function' &&
        typeof value.loadStateDict === 'function');
}
//# sourceMappingURL=stateful.js.map