import { canonicalConfig, configDiff, configDiffYaml, configId, fullConfigYaml } from '../../config/canonical.js';
import { loadConfig } from '../../config/load.js';
import { RUNNER_CONFIG_KEYS } from '../../config/schema.js';
import { checkOptions } from '../options.js';
const FLAGS = ['--id', '--diff', '--canonical', '--json'];
export const configCommand = {
    name: 'config',
    summary: 'print a resolved config, its config id and its difference from the defaults',
    help: `Usage: torchrunner config [file.yaml] [--config more.yaml] [dotted overrides] [options]

Resolves a config as a run would (files with their \`extends\`, then overrides),
validates it and prints the whole config as YAML, its config id (the run
directory's name is derived from it) and the keys that differ from the defaults.
Invalid configs are reported with every problem at once, and exit with status 2.

Options:
  --id          print only the config id
  --diff        print only the difference from the defaults (YAML)
  --canonical   print only the canonical form (what the config id hashes)
  --json        print { configId, config, diff } as JSON
  -h, --help    show this help

Examples:
  torchrunner config configs/mnist.yaml
  torchrunner config configs/mnist.yaml --optim.lr 3e-4 --epochs=3
  torchrunner config configs/base.yaml --config configs/mnist.yaml --diff
  torchrunner config --id configs/mnist.yaml --seed 1
  torchrunner config                       # the defaults`,
    async run(argv, output) {
        const { positionals, flags, rest } = checkOptions(argv, {
            command: 'config',
            flags: FLAGS,
            configKeys: RUNNER_CONFIG_KEYS,
            maxPositionals: 1,
            positionalName: 'config file',
        });
        const config = loadConfig({ files: positionals, argv: rest });
        const id = configId(config);
        if (flags.has('--json')) {
            output.out(JSON.stringify({ configId: id, config, diff: configDiff(config) }, null, 2));
        }
        else if (flags.has('--id'))
            output.out(id);
        else if (flags.has('--diff'))
            output.out(configDiffYaml(config));
        else if (flags.has('--canonical'))
            output.out(canonicalConfig(config));
        else {
            const diff = configDiffYaml(config).trimEnd();
            output.out([
                `# config id: ${id}`,
                fullConfigYaml(config).trimEnd(),
                '',
                '# difference from the defaults:',
                ...(diff === '{}' ? ['#   (none)'] : diff.split('\n').map((line) => `#   ${line}`)),
            ].join('\n'));
        }
        return 0;
    },
};
//# sourceMappingURL=config.js.map