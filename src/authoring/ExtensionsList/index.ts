import { z } from 'zod';
import { define } from '../kit/component';
import { code, link, paragraph, table } from '../kit/markdown';
import { extensions } from './extensions';

/** The Postgres extensions a project can enable, searchable and filtered by tag (./ExtensionsList.tsx). In Markdown, a table of them all. */
export const ExtensionsList = define({
  props: z.object({}).strict(),
  island: { label: 'extensions list' },
  markdown: () => [
    paragraph(`${extensions.length} extensions, each linked to its documentation:`),
    table(
      ['Extension', 'What it does', 'Tags'],
      extensions.map((ext) => [[link(ext.link, code(ext.name))], ext.comment, ext.tags.join(', ')]),
    ),
  ],
});
