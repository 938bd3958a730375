import { z } from 'zod';

/** The frontmatter every guide page declares. The schema is the type. */
export const frontmatterSchema = z
  .object({
    /** The page's `<h1>` and the first part of its `<title>`. */
    title: z.string().trim().min(1, 'title must not be empty'),
    /** One or two sentences: the meta description, the search snippet and the llms.txt line. */
    description: z.string().trim().min(1, 'description must not be empty'),
    /** A line shown under the title. */
    subtitle: z.string().optional(),
    /** Hide the table of contents (for pages whose headings would make a poor one). */
    hideToc: z.boolean().optional(),
    /** `false`: the page is in no sidebar on purpose (reached from another page); the build checks every other guide is in one. */
    sidebar: z.literal(false).optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;
