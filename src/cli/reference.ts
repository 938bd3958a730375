import { loadCliSpec } from './load-spec';
import { buildCliModel, type CliModel, type CommandModel } from './model';

let model: CliModel | undefined;

/** The CLI model for pages and scripts, built once per process from the validated spec. */
export function getCliModel(): CliModel {
  if (!model || process.env.NODE_ENV !== 'production') model = buildCliModel(loadCliSpec());
  return model;
}

/** What the command builder needs of each command; served as /reference/cli/commands.json. */
export function builderData(cli: CliModel): Record<string, Pick<CommandModel, 'id' | 'title' | 'args' | 'flags' | 'rules' | 'experimental' | 'runnable'>> {
  return Object.fromEntries(
    cli.commands
      .filter((c) => c.runnable)
      .map((c) => [
        c.id,
        {
          id: c.id,
          title: c.title,
          args: c.args,
          rules: c.rules,
          experimental: c.experimental,
          runnable: c.runnable,
          flags: c.flags.map((f) => ({ ...f, description: '' })),
        },
      ]),
  );
}
