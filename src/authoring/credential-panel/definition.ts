import type { RootContent } from 'mdast';
import { z } from 'zod';
import { panelMinHeight } from '../../panel/panel-height';
import { dashboardLink, site } from '../../site.config';
import { define } from '../kit/component';
import { code, link, paragraph } from '../kit/markdown';
import { PROJECT_REF_PLACEHOLDER } from '../setup-steps/links';

/**
 * What ProjectCredentials, ProjectUrl and AnonKey share: the credential panel (src/panel/) showing
 * some of the project URL and anon key. Each is rendered at build time as a logged-out reader sees
 * it, and React comes only for a reader with a stored session or who reaches for it (hydrate
 * 'session', src/enhance/runtime.ts). In Markdown, where the values are in the dashboard.
 */
export function credentialPanel(fields: { url?: true; anonKey?: true }) {
  const count = (fields.url ? 1 : 0) + (fields.anonKey ? 1 : 0);
  const what = fields.url && fields.anonKey ? 'Your project URL and anon key are' : fields.url ? 'Your project URL is' : 'Your anon key is';
  const markdown = (): RootContent[] => [
    paragraph(
      `${what} on the API settings page of your project in the dashboard, `,
      code(dashboardLink('api-settings', PROJECT_REF_PLACEHOLDER)),
      ' (the ',
      link(dashboardLink('projects'), 'projects page of the dashboard'),
      ' lists your projects and their refs).',
      ...(fields.url ? [' The project URL has the form ', code(site.projectUrlPlaceholder), '.'] : []),
    ),
  ];
  return define({
    props: z.object({}).strict(),
    island: { label: 'credential panel', minHeight: panelMinHeight(count), hydrate: 'session', credentialPanel: true },
    markdown,
  });
}
