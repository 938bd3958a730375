import { Step, Steps } from '../Steps/Steps';
import { DashboardLink, ProjectRef } from '../setup-steps/client';
import { NEXT_GUIDES } from '../setup-steps/next-guides';
import { Frame } from '../setup-steps/parts';

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
        {NEXT_GUIDES.map((g, i) => (
          <span key={g.href}>
            <a href={g.href}>{g.title}</a> to {g.text}
            {i < NEXT_GUIDES.length - 1 ? '; ' : '.'}
          </span>
        ))}
      </p>
    </Frame>
  );
}
