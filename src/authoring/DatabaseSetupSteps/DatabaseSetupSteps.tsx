import { site } from '@/site.config';
import { Step, Steps } from '../Steps/Steps';
import { DashboardLink, ProjectRef } from '../setup-steps/client';
import { Frame, Terminal } from '../setup-steps/parts';

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
