import type { CommandModel, FlagModel } from '@/cli/model';
import { Tab, Tabs } from '@/components/mdx/Tabs';
import { CommandBuilderToggle } from './CommandBuilderToggle';
import { Markdown } from './Markdown';

/**
 * One command of the CLI reference. On the full reference it is an h3 under its group; on its
 * crawler page (`headingLevel` 1) the title is the page's h1 (spec §2).
 */
export function CommandSection({ command, headingLevel = 3 }: { command: CommandModel; headingLevel?: 1 | 3 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  return (
    <section id={headingLevel === 1 ? undefined : command.id} aria-labelledby={`${command.id}-title`} data-command-section={command.id} className="border-t border-[var(--border)] pt-8 first:border-t-0">
      <Heading id={headingLevel === 1 ? command.id : `${command.id}-title`} className={`group/heading font-mono font-semibold ${headingLevel === 1 ? 'text-3xl' : 'text-xl'}`}>
        {command.title}
        {headingLevel === 1 ? null : (
          <a href={`#${command.id}`} className="heading-anchor" aria-label={`Link to ${command.title}`}>
            #
          </a>
        )}
      </Heading>
      <p className="mt-2 text-[var(--fg-muted)]">{command.summary}</p>
      {command.experimental ? <p className="mt-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">Experimental: requires --experimental</p> : null}
      <div className="prose mt-4">
        <Markdown source={command.description} />
      </div>
      {command.aliases?.length ? <p className="mt-3 text-sm">Alias: {command.aliases.map((a) => <code key={a} className="font-mono">{a}</code>)}</p> : null}
      {command.usage ? (
        <div className="mt-5">
          <p className="text-sm font-semibold">Usage</p>
          <pre className="mt-1 overflow-x-auto rounded-md border border-[var(--border)] bg-[var(--bg-soft)] px-3 py-2 font-mono text-sm">{command.usage}</pre>
        </div>
      ) : null}
      {command.children.length ? (
        <div className="mt-5">
          <p className="text-sm font-semibold">Subcommands</p>
          <ul className="mt-1 space-y-1 text-sm">
            {command.children.map((child) => (
              <li key={child.id}>
                <a href={`/reference/cli/introduction#${child.id}`} className="font-mono text-[var(--link)] underline-offset-2 hover:underline">
                  {child.title}
                </a>{' '}
                <span className="text-[var(--fg-muted)]">– {child.summary}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {command.flags.length ? <FlagsTable flags={command.flags} commandId={command.id} /> : null}
      {command.rules?.required_when ? (
        <p className="mt-3 text-sm text-[var(--fg-muted)]">
          Required in some situations: {command.rules.required_when.flags.join(', ')} when {command.rules.required_when.when.replace(/ \((PreRunE?|PreRun)\)$/, '')}.
        </p>
      ) : null}
      {command.examples.length ? (
        <div className="mt-6">
          <p className="text-sm font-semibold">Examples</p>
          <Tabs>
            {command.examples.map((example) => (
              <Tab key={example.id} value={example.id} label={example.name}>
                <pre className="mt-2 overflow-x-auto rounded-md border border-[var(--border)] bg-[var(--bg-soft)] px-3 py-2 font-mono text-sm">{example.code}</pre>
                {example.response ? (
                  <details className="mt-2 rounded-md border border-[var(--border)]">
                    <summary className="cursor-pointer px-3 py-1.5 text-sm">Response</summary>
                    <pre className="overflow-x-auto border-t border-[var(--border)] px-3 py-2 font-mono text-xs leading-relaxed">{example.response}</pre>
                  </details>
                ) : null}
              </Tab>
            ))}
          </Tabs>
        </div>
      ) : null}
      {command.runnable ? <CommandBuilderToggle commandId={command.id} /> : null}
    </section>
  );
}

export function FlagsTable({ flags, commandId }: { flags: FlagModel[]; commandId: string }) {
  return (
    <div className="mt-5">
      <p className="text-sm font-semibold" id={`${commandId}-flags`}>
        Flags
      </p>
      <ul className="mt-2 divide-y divide-[var(--border)] rounded-md border border-[var(--border)]" aria-labelledby={`${commandId}-flags`}>
        {flags.map((flag) => (
          <li key={flag.id} className="px-3 py-2.5 text-sm" data-flag={flag.id}>
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <code className="font-mono font-semibold">{flag.name}</code>
              <span className={flag.required ? 'text-xs font-bold text-red-700 dark:text-red-400' : 'text-xs text-[var(--fg-muted)]'}>{flag.required ? 'REQUIRED' : 'Optional'}</span>
              {flag.default_value !== '' ? (
                <span className="text-xs text-[var(--fg-muted)]">
                  Default: <code className="font-mono">{flag.default_value}</code>
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-[var(--fg-muted)]">{flag.description}</p>
            {flag.accepted_values ? (
              <details className="mt-1.5" data-accepted-values="">
                <summary className="cursor-pointer text-xs font-medium text-[var(--link)]">Accepted values ({flag.accepted_values.length})</summary>
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {flag.accepted_values.map((v) => (
                    <li key={v.id}>
                      <code className="rounded bg-[var(--bg-soft)] px-1.5 py-0.5 font-mono text-xs">{v.name}</code>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
