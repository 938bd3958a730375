import type { RootContent } from 'mdast';
import { dashboardLink } from '../../site.config';
import { code, codeBlock, link, paragraph } from '../kit/markdown';
import { PROJECT_REF_PLACEHOLDER } from './links';

/**
 * The setup widgets' parts in Markdown, as their HTML shows them to a reader who is not logged in:
 * dashboard links to the projects list, the project ref as `<project-ref>`.
 */

type DashboardPage = Parameters<typeof dashboardLink>[0];

/** A dashboard link as the logged-out page has it (the projects list, where the reader picks the project). */
export const dashboard = (page: DashboardPage, text: string) => link(dashboardLink(page), text);

/** The sentence that gives a dashboard page's own address, added at the end of the step that links to it. */
export const dashboardAddress = (what: string, page: Exclude<DashboardPage, 'projects'>) => [
  ` ${what} is at `,
  code(dashboardLink(page, PROJECT_REF_PLACEHOLDER)),
  '.',
];

/** A terminal's commands as a shell block. */
export const terminal = (lines: readonly string[]): RootContent => codeBlock('bash', lines.join('\n'));

export { paragraph };
