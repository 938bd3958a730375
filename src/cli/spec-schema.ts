import { z } from 'zod';
import { specUrl, withSafeUrls } from '../sources/spec-urls';

/** A value a flag accepts, e.g. `json` for `--output`. */
export const acceptedValueSchema = z
  .object({
    id: z.string().min(1),
    /** As shown to readers. */
    name: z.string().min(1),
    /** The value's type; every accepted value of the plinth CLI is a string. */
    type: z.literal('string'),
  })
  .strict();

/** A command-line flag. */
export const flagSchema = z
  .object({
    /** The long name without dashes: `dry-run`. */
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a flag id is its long name without dashes, in lowercase'),
    /** As the CLI prints it, with shorthand and value placeholder: `-o, --output <[ env | pretty ]>`. */
    name: z.string().regex(/^(-[a-zA-Z], )?--[a-z0-9-]+( <.+>)?$/, 'expected "--name", "-n, --name" or either followed by a <placeholder>'),
    /** One sentence in our own words: what the flag does. */
    description: withSafeUrls(z.string().min(1)),
    /** The default as the CLI prints it; empty when there is none. */
    default_value: z.string(),
    /** True only where the CLI refuses to run without the flag. */
    required: z.boolean().optional(),
    /** The closed list of values the flag takes, when it has one. */
    accepted_values: z.array(acceptedValueSchema).min(1).optional(),
  })
  .strict();

/** A worked example: a command line and what it prints. */
export const exampleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'an example id is kebab-case'),
    name: z.string().min(1),
    code: z.string().regex(/^plinth( |$)/, 'an example command starts with "plinth"'),
    response: z.string(),
  })
  .strict();

/** Constraints the CLI enforces at run time, which the command builder enforces live. */
export const rulesSchema = z
  .object({
    /** Positional arguments: `exact:1`, `max:1`, `min:1`, `none`, possibly with a note in parentheses. */
    args: z
      .string()
      .regex(/^(none|(exact|max|min):\d+)( \(.+\))?$/, 'expected "none", "exact:N", "max:N" or "min:N"')
      .optional(),
    /** Sets of flag ids of which at most one may be given. */
    mutually_exclusive: z.array(z.array(z.string()).min(2)).optional(),
    /** Flags that are optional in the spec but required in a situation the CLI checks at run time. */
    required_when: z
      .object({ flags: z.array(z.string()).min(1), when: z.string().min(1) })
      .strict()
      .optional(),
  })
  .strict();

/** A command or a command group of the CLI. */
export const commandSchema = z
  .object({
    /** `plinth-` and the command path joined with hyphens; also the anchor on the reference page. */
    id: z.string().regex(/^plinth(-[a-z0-9]+)+$/, 'a command id is "plinth-" followed by the command path joined with hyphens'),
    /** The full command: `plinth db push`. */
    title: z.string().regex(/^plinth( [a-z0-9-]+)+$/),
    /** One sentence shown under the title and in search results. */
    summary: z.string().min(1),
    /** Markdown, in our own words: when to use it, what it changes, what to watch out for. */
    description: withSafeUrls(z.string().min(1)),
    /** Which group the command belongs to: an `info.tags` id. */
    tags: z.array(z.string()).length(1, 'a command belongs to exactly one group'),
    /** Related reference anchors. */
    links: z.array(z.object({ name: z.string().min(1), link: specUrl(z.string().min(1)) }).strict()),
    /** The usage line; absent for groups that only hold subcommands. */
    usage: z
      .string()
      .regex(/^plinth /)
      .optional(),
    /** Ids of the commands under this one. */
    subcommands: z.array(z.string()),
    flags: z.array(flagSchema),
    rules: rulesSchema.optional(),
    /** Other names the CLI accepts for the command. */
    aliases: z.array(z.string()).optional(),
    examples: z.array(exampleSchema),
  })
  .strict();

/** The whole reference spec (clispec format 001). */
export const cliSpecSchema = z
  .object({
    clispec: z.literal('001'),
    info: z
      .object({
        id: z.string().min(1),
        version: z.string().regex(/^\d+\.\d+\.\d+$/),
        title: z.string().min(1),
        language: z.string().min(1),
        source: specUrl(z.url()),
        bugs: specUrl(z.url()),
        spec: specUrl(z.url()),
        description: withSafeUrls(z.string().min(1)),
        tags: z.array(z.object({ id: z.string().min(1), title: z.string().min(1) }).strict()).min(1),
      })
      .strict(),
    /** Flags every command accepts. */
    flags: z.array(flagSchema),
    commands: z.array(commandSchema).min(1),
  })
  .strict();

export type CliSpec = z.infer<typeof cliSpecSchema>;
export type CliCommand = z.infer<typeof commandSchema>;
export type CliFlag = z.infer<typeof flagSchema>;
export type CliExample = z.infer<typeof exampleSchema>;
