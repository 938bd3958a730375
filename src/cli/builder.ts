import type { CommandModel, FlagModel } from './model';

/** What the reader entered in the command builder. */
export interface BuilderInput {
  /** Positional arguments, in order. */
  args: string[];
  /** Flag id → `true` for a given boolean flag, or the text/choice value. Empty string = not given. */
  flags: Record<string, string | boolean>;
}

export interface BuilderResult {
  /** The assembled command line, or undefined while it has errors. */
  command?: string;
  errors: string[];
  /** Flags that cannot be given now because a mutually exclusive flag is, with the reason. */
  disabled: Record<string, string>;
  /** Flags that are always given and cannot be changed (`--experimental` on experimental commands). */
  locked: string[];
}

const SAFE = /^[A-Za-z0-9_./:=@%+,-]+$/;

/** Quotes a value for POSIX shells when it needs it: `my branch` → `'my branch'`. */
export function shellQuote(value: string): string {
  if (value !== '' && SAFE.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

const isGiven = (value: string | boolean | undefined) => value === true || (typeof value === 'string' && value.trim() !== '');

/**
 * Builds a correct command line for `command` from the reader's input, enforcing the spec's
 * rules: required flags, locked `--experimental`, mutually exclusive flags, accepted values,
 * the number of positional arguments.
 */
export function buildCommand(command: CommandModel, input: BuilderInput): BuilderResult {
  const errors: string[] = [];
  const locked = command.experimental ? ['experimental'] : [];
  const given = (flag: FlagModel) => locked.includes(flag.id) || isGiven(input.flags[flag.id]);

  const disabled: Record<string, string> = {};
  for (const set of command.rules?.mutually_exclusive ?? []) {
    const chosen = set.filter((id) => {
      const f = command.flags.find((x) => x.id === id);
      return f && given(f);
    });
    if (chosen.length > 1) errors.push(`${chosen.map((id) => `--${id}`).join(' and ')} cannot be used together`);
    if (chosen.length === 1) for (const id of set) if (id !== chosen[0]) disabled[id] = `cannot be combined with --${chosen[0]}`;
  }

  for (const flag of command.flags) {
    const value = input.flags[flag.id];
    if (flag.required && !given(flag)) errors.push(`${flag.long} is required`);
    if (flag.kind === 'choice' && isGiven(value) && !flag.accepted_values!.some((v) => v.id === value)) {
      errors.push(`${flag.long} must be one of ${flag.accepted_values!.map((v) => v.id).join(', ')}`);
    }
    if (flag.kind === 'number' && isGiven(value) && !/^\d+$/.test(String(value))) errors.push(`${flag.long} must be a whole number`);
  }

  const args = input.args.map((a) => a.trim()).filter(Boolean);
  const rule = command.rules?.args?.split(' ')[0];
  const [kind, countText] = rule?.split(':') ?? [];
  const count = Number(countText);
  const needed = command.args.filter((a) => a.required).length;
  if (rule === 'none' && args.length) errors.push('this command takes no arguments');
  else if (kind === 'exact' && args.length !== count) errors.push(`expects exactly ${count} argument${count === 1 ? '' : 's'}`);
  else if (kind === 'max' && args.length > count) errors.push(`accepts at most ${count} argument${count === 1 ? '' : 's'}`);
  else if (kind === 'min' && args.length < count) errors.push(`expects at least ${count} argument${count === 1 ? '' : 's'}`);
  else if (!kind && args.length < needed)
    errors.push(
      `expects ${command.args
        .filter((a) => a.required)
        .map((a) => `<${a.name}>`)
        .join(' ')}`,
    );

  if (errors.length) return { errors, disabled, locked };

  const parts = [command.title, ...args.map(shellQuote)];
  const flagParts: string[] = [];
  for (const flag of command.flags) {
    if (flag.id === 'experimental' && locked.length) continue;
    const value = input.flags[flag.id];
    if (!isGiven(value)) continue;
    if (flag.kind === 'boolean') flagParts.push(flag.long);
    else if (flag.kind === 'list')
      flagParts.push(
        flag.long,
        shellQuote(
          String(value)
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
            .join(','),
        ),
      );
    else flagParts.push(flag.long, shellQuote(String(value).trim()));
  }
  if (locked.length) flagParts.push('--experimental');
  return { command: [...parts, ...flagParts].join(' '), errors, disabled, locked };
}
