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
    <section id={headingLevel === 1 ? undefined : command.id} aria-labelledby={`${command.id}-title`} data-command-section={command.id} className="cli-command">
      <Heading id={headingLevel === 1 ? command.id : `${command.id}-title`} className={`group/heading cli-title ${headingLevel === 1 ? 'text-3xl' : 'text-xl'}`}>
        {command.title}
        {headingLevel === 1 ? null : (
          <a href={`#${command.id}`} className="heading-anchor" aria-label={`Link to ${command.title}`}>
            #
          </a>
        )}
      </Heading>
      <p className="cli-summary">{command.summary}</p>
      {command.experimental ? <p className="cli-badge">Experimental: requires --experimental</p> : null}
      <div className="prose cli-description">
        <Markdown source={command.description} />
      </div>
      {command.aliases?.length ? <p className="mt-3 text-sm">Alias: {command.aliases.map((a) => <code key={a} className="font-mono">{a}</code>)}</p> : null}
      {command.usage ? (
        <div className="mt-5">
          <p className="cli-label">Usage</p>
          <pre className="cli-code">{command.usage}</pre>
        </div>
      ) : null}
      {command.children.length ? (
        <div className="mt-5">
          <p className="cli-label">Subcommands</p>
          <ul className="cli-subcommands">
            {command.children.map((child) => (
              <li key={child.id}>
                <a href={`/reference/cli/introduction#${child.id}`}>
                  {child.title}
                </a>{' '}
                <span>– {child.summary}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {command.flags.length ? <FlagsTable flags={command.flags} commandId={command.id} /> : null}
      {command.rules?.required_when ? (
        <p className="cli-note">
          Required in some situations: {command.rules.required_when.flags.join(', ')} when {command.rules.required_when.when.replace(/ \((PreRunE?|PreRun)\)$/, '')}.
        </p>
      ) : null}
      {command.examples.length ? (
        <div className="mt-6">
          <p className="cli-label">Examples</p>
          <Tabs>
            {command.examples.map((example) => (
              <Tab key={example.id} value={example.id} label={example.name}>
                <pre className="cli-code">{example.code}</pre>
                {example.response ? (
                  <details className="cli-response">
                    <summary>Response</summary>
                    <pre tabIndex={0}>{example.response}</pre>
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
      <p className="cli-label" id={`${commandId}-flags`}>
        Flags
      </p>
      <ul className="cli-flags" aria-labelledby={`${commandId}-flags`}>
        {flags.map((flag) => (
          <li key={flag.id} id={`${commandId}-flag-${flag.id}`} data-flag={flag.id}>
            <div className="cli-flag-head">
              <code>{flag.name}</code>
              <span className={flag.required ? 'cli-required' : 'cli-optional'}>{flag.required ? 'REQUIRED' : 'Optional'}</span>
              {flag.default_value !== '' ? (
                <span className="cli-optional">
                  Default: <code>{flag.default_value}</code>
                </span>
              ) : null}
            </div>
            <div className="cli-flag-description">
              <Markdown source={flag.description} />
            </div>
            {flag.accepted_values ? (
              <details className="cli-accepted" data-accepted-values="">
                <summary>Accepted values ({flag.accepted_values.length})</summary>
                <ul>
                  {flag.accepted_values.map((v) => (
                    <li key={v.id}>
                      <code>{v.name}</code>
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
