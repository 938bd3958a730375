import { z } from 'zod';
import { site } from '../../site.config';
import { define } from '../kit/component';
import { code, link, paragraph, strong } from '../kit/markdown';
import { NEXT_GUIDES } from '../setup-steps/next-guides';
import { dashboard, dashboardAddress } from '../setup-steps/markdown';
import { stepsMarkdown } from '../Steps';

/** Create a project, wait for it, and find its URL and anon key (./ProjectSetupSteps.tsx). */
export const ProjectSetupSteps = define({
  props: z.object({}).strict(),
  island: { label: 'project setup steps' },
  markdown: () => [
    stepsMarkdown([
      {
        title: 'Create a project',
        body: [
          paragraph(
            'Open the ',
            dashboard('projects', 'projects page of the dashboard'),
            ' and choose ',
            strong('New project'),
            '. Pick the organization, a name, a region close to your users, and a strong database password. Store the password in your password manager: you need it to connect to Postgres directly and to link the CLI with ',
            code('plinth link'),
            '.',
          ),
        ],
      },
      {
        title: 'Wait for it to start',
        body: [
          paragraph(
            'Plinth now sets up your Postgres database and the services around it: Auth, Storage, the Data API, Realtime and Edge Functions. The dashboard shows the project as starting until everything is up, which usually takes a couple of minutes. You can leave the page open; it updates on its own.',
          ),
        ],
      },
      {
        title: 'Find the project URL and anon key',
        body: [
          paragraph(
            "Open the project's ",
            dashboard('api-settings', 'API settings'),
            '. Copy the ',
            strong('Project URL'),
            ', which has the form ',
            code(site.projectUrlPlaceholder),
            ', and the ',
            strong('anon'),
            ' key. Both are safe to ship in a browser or mobile app: what the anon key can read and write is decided by your row-level security policies.',
          ),
          paragraph(
            'The same page shows the ',
            strong('service_role'),
            ' key. It bypasses row-level security, so keep it on servers and out of any code that reaches users.',
            ...dashboardAddress("A project's API settings page", 'api-settings'),
          ),
        ],
      },
    ]),
    paragraph('Next: ', ...NEXT_GUIDES.flatMap((g, i) => [link(g.href, g.title), ` to ${g.text}${i < NEXT_GUIDES.length - 1 ? '; ' : '.'}`])),
  ],
});
