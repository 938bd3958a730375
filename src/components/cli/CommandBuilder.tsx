'use client';

import { use, useId, useState } from 'react';
import { buildCommand, type BuilderInput } from '@/cli/builder';
import type { CommandModel } from '@/cli/model';
import { CopyButton } from '@/ui/CopyButton';
import { checked } from '@/lib/fetch-checked';

const COMMANDS_URL = '/reference/cli/commands.json';
let commands: Promise<Record<string, CommandModel>> | undefined;
/** The command model as JSON, written next to the pages at build time (one fetch for all builders). */
function loadCommands() {
  commands ??= fetch(COMMANDS_URL)
    .then(checked(COMMANDS_URL))
    .then((r) => r.json() as Promise<Record<string, CommandModel>>);
  return commands;
}

export default function CommandBuilder({ commandId }: { commandId: string }) {
  const command = use(loadCommands())[commandId];
  if (!command) throw new Error(`unknown command ${commandId}`);
  return <BuilderForm command={command} />;
}

export function BuilderForm({ command }: { command: CommandModel }) {
  const id = useId();
  const [input, setInput] = useState<BuilderInput>({ args: command.args.map(() => ''), flags: {} });
  const result = buildCommand(command, input);
  const setFlag = (flag: string, value: string | boolean) => setInput((s) => ({ ...s, flags: { ...s.flags, [flag]: value } }));
  const variadic = command.args.some((a) => a.variadic);
  return (
    <form className="rounded-lg border border-[var(--border)] p-4 text-sm" onSubmit={(e) => e.preventDefault()} aria-label={`Build a ${command.title} command`}>
      {command.args.length ? (
        <fieldset className="mb-4">
          <legend className="font-semibold">Arguments</legend>
          {command.args.map((arg, index) => (
            <label key={arg.name} className="mt-2 block">
              <span className="block text-[var(--fg-muted)]">
                {arg.name}
                {arg.required ? ' (required)' : ' (optional)'}
                {arg.variadic ? ', separate several with spaces' : ''}
              </span>
              <input
                className="mt-1 w-full rounded border border-[var(--border)] bg-[var(--bg)] px-2 py-1 font-mono"
                value={input.args[index] ?? ''}
                onChange={(e) =>
                  setInput((s) => {
                    const args = [...s.args];
                    args[index] = e.target.value;
                    return { ...s, args: variadic && arg.variadic ? [...args.slice(0, index), ...e.target.value.split(/\s+/)] : args };
                  })
                }
              />
            </label>
          ))}
        </fieldset>
      ) : null}
      {command.flags.length ? (
        <fieldset>
          <legend className="font-semibold">Flags</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {command.flags.map((flag) => {
              const locked = result.locked.includes(flag.id);
              const reason = result.disabled[flag.id];
              const fieldId = `${id}-${flag.id}`;
              const label = (
                <span className="font-mono">
                  {flag.long}
                  {flag.required || locked ? <span className="ml-1 font-sans text-xs font-bold text-red-700 dark:text-red-400">REQUIRED</span> : null}
                </span>
              );
              const hint = reason ? <span className="block text-xs text-[var(--fg-muted)]">{reason}</span> : null;
              if (flag.kind === 'boolean') {
                return (
                  <div key={flag.id}>
                    <label htmlFor={fieldId} className="flex items-center gap-2">
                      <input
                        id={fieldId}
                        type="checkbox"
                        checked={locked || input.flags[flag.id] === true}
                        disabled={locked || Boolean(reason)}
                        onChange={(e) => setFlag(flag.id, e.target.checked)}
                      />
                      {label}
                    </label>
                    {hint}
                  </div>
                );
              }
              return (
                <div key={flag.id}>
                  <label htmlFor={fieldId} className="block">
                    {label}
                  </label>
                  {flag.kind === 'choice' ? (
                    <select
                      id={fieldId}
                      className="mt-1 w-full rounded border border-[var(--border)] bg-[var(--bg)] px-2 py-1"
                      value={String(input.flags[flag.id] ?? '')}
                      disabled={Boolean(reason)}
                      onChange={(e) => setFlag(flag.id, e.target.value)}
                    >
                      <option value="">{flag.default_value ? `default (${flag.default_value})` : 'not set'}</option>
                      {flag.accepted_values!.map((v) => (
                        <option key={v.id} value={v.id}>
                          {v.name}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={fieldId}
                      inputMode={flag.kind === 'number' ? 'numeric' : undefined}
                      placeholder={flag.kind === 'list' ? 'comma,separated' : flag.default_value || undefined}
                      className="mt-1 w-full rounded border border-[var(--border)] bg-[var(--bg)] px-2 py-1 font-mono"
                      value={String(input.flags[flag.id] ?? '')}
                      disabled={Boolean(reason)}
                      onChange={(e) => setFlag(flag.id, e.target.value)}
                    />
                  )}
                  {hint}
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <div className="mt-4" data-copy-root="">
        <p className="font-semibold">Command</p>
        {result.command ? (
          <div className="mt-1 flex items-start gap-2">
            <pre
              className="min-w-0 flex-1 overflow-x-auto rounded border border-[var(--border)] bg-[var(--bg-soft)] px-3 py-2 font-mono"
              tabIndex={0}
              data-copy-source=""
              data-builder-output=""
            >
              {result.command}
            </pre>
            <CopyButton label="Copy command" />
          </div>
        ) : (
          <ul className="mt-1 list-disc pl-5 text-red-700 dark:text-red-400" role="status" data-builder-errors="">
            {result.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
