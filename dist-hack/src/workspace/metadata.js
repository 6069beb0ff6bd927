import { stringify } from 'yaml';
/** The contents of `metadata/git.yaml`: everything in {@link GitInfo} except the diff text. */
export function gitYaml(git) {
    if (git === null)
        return stringify({ available: false });
    const { diff: _diff, ...rest } = git;
    return stringify({ available: true, ...rest }, { sortMapEntries: true, lineWidth: 0 });
}
//# sourceMappingURL=metadata.js.map