import { z } from 'zod';
import { site } from '../../site.config';
import { define } from '../kit/component';
import { code, link, paragraph, strong } from '../kit/markdown';
import { dashboard, dashboardAddress, terminal } from '../setup-steps/markdown';
import { PROJECT_REF_PLACEHOLDER } from '../setup-steps/links';
import { stepsMarkdown } from '../Steps';

/** Run a schema, in the dashboard's SQL editor or as a migration with the CLI (./DatabaseSetupSteps.tsx). */
export const DatabaseSetupSteps = define({
  props: z.object({}).strict(),
  island: { label: 'database setup steps' },
  markdown: () => [
    paragraph(strong('In the dashboard')),
    stepsMarkdown([
      {
        title: 'Open the SQL editor',
        body: [
          paragraph(
            'Open the ',
            dashboard('sql', 'SQL editor'),
            ' of your project. It starts with an empty query.',
            ...dashboardAddress("A project's SQL editor", 'sql'),
          ),
        ],
      },
      {
        title: 'Paste and run the SQL',
        body: [
          paragraph(
            'Paste the SQL from this page and choose ',
            strong('Run'),
            '. The statements run as the ',
            code('postgres'),
            ' role, and the result or the first error appears under the editor. Tables you create show up in the Table Editor right away.',
          ),
        ],
      },
    ]),
    paragraph(strong('Or with the CLI')),
    stepsMarkdown([
      {
        title: 'Link your project',
        body: [
          paragraph(
            "From the root of your app's repository, log in and link the CLI to the project. If the repository has no ",
            code(site.cli.configFolder),
            ' folder yet, run ',
            code('plinth init'),
            ' first to create it.',
          ),
          terminal(['plinth login', `plinth link --project-ref ${PROJECT_REF_PLACEHOLDER}`]),
        ],
      },
      {
        title: 'Write the SQL as a migration',
        body: [
          paragraph('Create a migration file and paste the SQL into it. Migrations live in your repository, so every environment gets the same schema.'),
          terminal(['plinth migration new create_schema']),
          paragraph('This creates ', code('plinth/migrations/<timestamp>_create_schema.sql'), '.'),
        ],
      },
      {
        title: 'Push it to the project',
        body: [
          paragraph(
            'Apply the migrations the project has not run yet. The CLI lists them and asks before applying; ',
            code('--dry-run'),
            ' only prints the list.',
          ),
          terminal(['plinth db push']),
        ],
      },
    ]),
    paragraph('More in the ', link('/guides/database/overview', 'Database guide'), ' and the ', link('/guides/cli', 'CLI guide'), '.'),
  ],
});
