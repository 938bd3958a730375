import { z } from 'zod';
import { SELF_HOSTED_SERVICES } from '../../references.config';
import { withSafeUrls } from '../../sources/spec-urls';

/**
 * A self-hosted service's configuration reference: `specs/self-hosting/<service>.yaml`. The
 * variables (names, groups, types, whether required, defaults, accepted values) are the service's
 * facts, checked against them by a test (every variable present, none invented); the descriptions
 * are ours.
 */
const markdown = withSafeUrls(z.string().trim().min(1));

/** The self-hosted services: the registry's (src/references.config.ts). */
export { SELF_HOSTED_SERVICES };

export const configSpecSchema = z
  .object({
    service: z.enum(SELF_HOSTED_SERVICES),
    /** The page's title: "Auth server". */
    title: z.string().min(1),
    /** What the service is and how it runs in the self-hosted stack. */
    description: markdown,
    groups: z.array(z.object({ id: z.string().min(1), title: z.string().min(1), description: markdown.optional() }).strict()).min(1),
    variables: z
      .array(
        z
          .object({
            name: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'an environment variable is UPPER_SNAKE_CASE'),
            group: z.string().min(1),
            /** The facts' type, or ours where the facts give none (string, number, boolean, duration, URL…). */
            type: z.string().min(1),
            required: z.boolean(),
            /** The facts' default; omitted when there is none. */
            default: z.string().optional(),
            values: z.array(z.string()).optional(),
            description: markdown,
            /** A value for the generated `.env` example, when the default alone would not do (a required URL). */
            example: z.string().optional(),
          })
          .strict(),
      )
      .min(1),
    /** The service's HTTP endpoints, where its facts list them (auth). */
    endpoints: z
      .array(
        z
          .object({
            method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
            path: z.string().startsWith('/'),
            description: markdown,
            auth: z.boolean().optional(),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

export type ConfigSpec = z.infer<typeof configSpecSchema>;
export const configSpecFile = (service: string) => `specs/self-hosting/${service}.yaml`;
