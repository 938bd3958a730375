import type { CSSProperties, ReactNode } from 'react';
import { CopyButton } from '@/components/mdx/CopyButton';
import { Step, Steps } from '@/components/mdx/Steps';
import { site } from '@/site.config';
import { findPhoneProvider, findSocialProvider, phoneProviders, socialProviders } from '@/content/auth-providers';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { CallbackUrl, DashboardLink, ProjectRef } from './client';

/**
 * Step-by-step setup widgets. They render on the server; only the parts that show the reader's
 * own project (dashboard links, project ref, callback URL) are small client components that
 * follow the credential panel's selection.
 */

function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="setup-steps my-6 rounded-lg border border-[var(--border)] px-5 pt-1 pb-2" data-widget-static={label}>
      <ErrorBoundary
        fallback={
          <p role="alert" className="my-4 text-sm">
            These setup steps could not be displayed. Reload the page to try again; the rest of this page works as usual.
          </p>
        }
      >
        {children}
      </ErrorBoundary>
    </section>
  );
}

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Terminal({ lines }: { lines: ReactNode[] }) {
  return (
    <figure className="code-block not-prose overflow-hidden rounded-lg border border-[var(--border)]" data-copy-root="">
      <figcaption className="flex items-center justify-between gap-2 border-b border-[var(--border)] bg-[var(--bg-soft)] px-3 py-1.5 text-xs">
        <span className="font-mono text-[var(--fg-muted)]">Terminal</span>
        <CopyButton label="Copy commands" />
      </figcaption>
      {/* Focusable, as every code block is: a line wider than the column scrolls, and a keyboard reader scrolls it from here.
          Its lines do not wrap: `--lines` is its exact height while the browser skips drawing it off screen (globals.css). */}
      <pre
        className="overflow-x-auto bg-[var(--bg)] px-4 py-3 font-mono text-sm leading-relaxed"
        style={{ '--lines': lines.length } as CSSProperties}
        tabIndex={0}
        data-copy-source=""
      >
        <code>
          {lines.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </code>
      </pre>
    </figure>
  );
}

const nextGuides = [
  { title: 'Database', href: '/guides/database/overview', text: 'create tables and policies' },
  { title: 'Auth', href: '/guides/auth', text: 'sign users in' },
  { title: 'Storage', href: '/guides/storage', text: 'store files' },
  { title: 'Local development', href: '/guides/cli/local-development', text: 'run the whole stack on your machine with the CLI' },
];

/** Create a project, wait for it, and find its URL and anon key. */
export function ProjectSetupSteps() {
  return (
    <Frame label="Project setup steps">
      <Steps>
        <Step title="Create a project">
          <p>
            Open the <DashboardLink page="projects">projects page of the dashboard</DashboardLink> and choose <strong>New project</strong>. Pick the
            organization, a name, a region close to your users, and a strong database password. Store the password in your password manager: you need it to
            connect to Postgres directly and to link the CLI with <code>plinth link</code>.
          </p>
        </Step>
        <Step title="Wait for it to start">
          <p>
            Plinth now sets up your Postgres database and the services around it: Auth, Storage, the Data API, Realtime and Edge Functions. The dashboard shows
            the project as starting until everything is up, which usually takes a couple of minutes. You can leave the page open; it updates on its own.
          </p>
        </Step>
        <Step title="Find the project URL and anon key">
          <p>
            Open the project&apos;s <DashboardLink page="api-settings">API settings</DashboardLink>. Copy the <strong>Project URL</strong>, which has the form{' '}
            <code>
              https://
              <ProjectRef />
              .plinth.co
            </code>
            , and the <strong>anon</strong> key. Both are safe to ship in a browser or mobile app: what the anon key can read and write is decided by your
            row-level security policies.
          </p>
          <p>
            The same page shows the <strong>service_role</strong> key. It bypasses row-level security, so keep it on servers and out of any code that reaches
            users.
          </p>
        </Step>
      </Steps>
      <p className="mb-4 text-sm text-[var(--fg-muted)]">
        Next:{' '}
        {nextGuides.map((g, i) => (
          <span key={g.href}>
            <a href={g.href}>{g.title}</a> to {g.text}
            {i < nextGuides.length - 1 ? '; ' : '.'}
          </span>
        ))}
      </p>
    </Frame>
  );
}

/** Run a schema, either in the dashboard's SQL editor or as a migration with the CLI. */
export function DatabaseSetupSteps() {
  return (
    <Frame label="Database setup steps">
      <p className="font-semibold">In the dashboard</p>
      <Steps>
        <Step title="Open the SQL editor">
          <p>
            Open the <DashboardLink page="sql">SQL editor</DashboardLink> of your project. It starts with an empty query.
          </p>
        </Step>
        <Step title="Paste and run the SQL">
          <p>
            Paste the SQL from this page and choose <strong>Run</strong>. The statements run as the <code>postgres</code> role, and the result or the first
            error appears under the editor. Tables you create show up in the Table Editor right away.
          </p>
        </Step>
      </Steps>
      <p className="font-semibold">Or with the CLI</p>
      <Steps>
        <Step title="Link your project">
          <p>
            From the root of your app&apos;s repository, log in and link the CLI to the project. If the repository has no <code>{site.cli.configFolder}</code>{' '}
            folder yet, run <code>plinth init</code> first to create it.
          </p>
          <Terminal
            lines={[
              'plinth login',
              <>
                plinth link --project-ref <ProjectRef />
              </>,
            ]}
          />
        </Step>
        <Step title="Write the SQL as a migration">
          <p>Create a migration file and paste the SQL into it. Migrations live in your repository, so every environment gets the same schema.</p>
          <Terminal lines={['plinth migration new create_schema']} />
          <p>
            This creates <code>plinth/migrations/&lt;timestamp&gt;_create_schema.sql</code>.
          </p>
        </Step>
        <Step title="Push it to the project">
          <p>
            Apply the migrations the project has not run yet. The CLI lists them and asks before applying; <code>--dry-run</code> only prints the list.
          </p>
          <Terminal lines={['plinth db push']} />
        </Step>
      </Steps>
      <p className="mb-4 text-sm text-[var(--fg-muted)]">
        More in the <a href="/guides/database/overview">Database guide</a> and the <a href="/guides/cli">CLI guide</a>.
      </p>
    </Frame>
  );
}

function unknownProvider(widget: string, given: string | undefined, ids: readonly string[]): never {
  throw new Error(`<${widget} provider="${given ?? ''}" />: unknown provider. Use one of: ${ids.join(', ')}.`);
}

/** Register an OAuth app at a social provider and turn the provider on in Plinth. */
export function SocialProviderSetup({ provider }: { provider: string }) {
  const p =
    findSocialProvider(provider) ??
    unknownProvider(
      'SocialProviderSetup',
      provider,
      socialProviders.map((s) => s.id),
    );
  return (
    <Frame label={`${p.name} setup steps`}>
      <Steps>
        <Step title={`Create an OAuth app at ${p.name}`}>
          <p>
            In the <External href={p.consoleUrl}>{p.consoleName}</External>, create an app for your product. Users see its name and logo on {p.name}&apos;s
            consent screen, so use your product&apos;s.
          </p>
        </Step>
        <Step title="Set the callback URL">
          <p>
            Enter this URL in the app&apos;s <strong>{p.callbackField}</strong> setting. {p.name} sends users back to it after they approve the sign-in; Plinth
            then finishes the sign-in and redirects to your app.
          </p>
          <CallbackUrl />
        </Step>
        <Step title="Paste the credentials into Plinth">
          <p>
            Copy the <strong>{p.clientIdLabel}</strong> and the <strong>{p.clientSecretLabel}</strong> from {p.name}. Open the{' '}
            <DashboardLink page="auth-providers">auth providers page</DashboardLink> of your project, expand <strong>{p.name}</strong>, and paste them into the
            client ID and client secret fields.
            {p.extraSetting ? (
              <>
                {' '}
                Also fill in the <strong>{p.extraSetting}</strong>.
              </>
            ) : null}
          </p>
        </Step>
        <Step title={`Enable ${p.name}`}>
          <p>
            Turn on <strong>{p.name} enabled</strong> and save. Your app can now start the sign-in with{' '}
            <code>{`plinth.auth.signInWithOAuth({ provider: '${p.id}' })`}</code>.
          </p>
        </Step>
      </Steps>
    </Frame>
  );
}

/** Set up an SMS provider for phone sign-in with one-time codes. */
export function PhoneProviderSetup({ provider }: { provider: string }) {
  const p =
    findPhoneProvider(provider) ??
    unknownProvider(
      'PhoneProviderSetup',
      provider,
      phoneProviders.map((s) => s.id),
    );
  return (
    <Frame label={`${p.name} setup steps`}>
      <Steps>
        <Step title={`Create an account at ${p.name}`}>
          {p.accountStep ? (
            <p>
              In your <External href={p.consoleUrl}>{p.consoleName}</External>, {p.accountStep}
            </p>
          ) : (
            <p>
              Sign up in the <External href={p.consoleUrl}>{p.consoleName}</External> and get a sender: a phone number or, where the countries you send to allow
              it, an alphanumeric sender ID. Trial accounts can usually text only verified numbers, so upgrade before you go live.
            </p>
          )}
        </Step>
        <Step title="Collect the credentials">
          <p>Plinth needs these values from your {p.name} account:</p>
          <ul>
            {p.credentials.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </Step>
        <Step title="Paste them into Plinth">
          <p>
            Open the <DashboardLink page="auth-providers">auth providers page</DashboardLink> of your project, expand <strong>Phone</strong>, choose{' '}
            <strong>{p.name}</strong> as the SMS provider, and paste the values.
          </p>
        </Step>
        <Step title="Enable phone sign-in">
          <p>
            Turn on <strong>Phone enabled</strong> and save. Users can now request a code with <code>{'plinth.auth.signInWithOtp({ phone })'}</code> and sign in
            with <code>{"plinth.auth.verifyOtp({ phone, token, type: 'sms' })"}</code>.
          </p>
        </Step>
      </Steps>
    </Frame>
  );
}
