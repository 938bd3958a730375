import { z } from 'zod';
import { SDK_SPEC_KEYS } from '../../references.config';
import { withSafeUrls } from '../../sources/spec-urls';

/**
 * The source of a client library reference: `specs/sdk/<library>/<version>.yaml`. Its structure
 * (sections, function ids and titles, methods, parameter names, types and whether they are
 * required) is the library's facts, checked against them by a test; everything a reader reads
 * (descriptions, notes, examples, their data and responses) is ours. The schema is the type.
 */

const kebab = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected kebab-case (lowercase letters, digits, hyphens)');
const markdown = withSafeUrls(z.string().trim().min(1));

export const sdkParamSchema = z
  .object({
    /** As the library names it; nested option fields as dotted names (`options.emailRedirectTo`). */
    name: z.string().min(1),
    /** The type in the library's language, as its facts give it or in the language's idiom. */
    type: z.string().min(1),
    required: z.boolean(),
    /** What it is for, in our words (Markdown). */
    description: markdown,
  })
  .strict();

export const sdkExampleSchema = z
  .object({
    id: kebab,
    /** A tab's label: what the example shows ("With a filter"). */
    name: z.string().min(1),
    /** Markdown shown above the code, when the code alone is not enough. */
    description: markdown.optional(),
    /** The code, in the library's language. Checked: type-checked (JavaScript) or parsed. */
    code: z.string().min(1),
    /** SQL that creates what the example reads or writes; run on Postgres by the tests. */
    data: z.string().min(1).optional(),
    /** What the call returns, as the reader would see it (usually JSON). */
    response: z.string().min(1).optional(),
  })
  .strict();

export const sdkFunctionSchema = z
  .object({
    /** The facts' id: the function's anchor and the last segment of its page's URL (one is camelCase: overrideTypes). */
    id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'expected letters, digits and hyphens'),
    title: z.string().min(1),
    /** How the library exposes it (`auth.signInWithOtp`, `from(table).select`), when the facts say. */
    method: z.string().min(1).optional(),
    /** One or more paragraphs: what it does, when to use it. */
    description: markdown,
    /** Markdown bullet points: what to watch out for. */
    notes: markdown.optional(),
    params: z.array(sdkParamSchema).default([]),
    examples: z.array(sdkExampleSchema).default([]),
  })
  .strict();

export const sdkSectionSchema = z
  .object({
    id: kebab,
    title: z.string().min(1),
    functions: z.array(sdkFunctionSchema).min(1),
  })
  .strict();

/** The client libraries, and their companions (`javascript-ssr`, documented within the JavaScript reference): the registry's. */
export const SDK_LIBRARIES = SDK_SPEC_KEYS;

export const sdkSpecSchema = z
  .object({
    library: z.enum(SDK_LIBRARIES),
    version: z.string().regex(/^v\d+$/, 'a version is "v" and a number'),
    sections: z.array(sdkSectionSchema).min(1),
  })
  .strict();

export type SdkSpec = z.infer<typeof sdkSpecSchema>;
export type SdkFunction = z.infer<typeof sdkFunctionSchema>;
export type SdkParam = z.infer<typeof sdkParamSchema>;
export type SdkExample = z.infer<typeof sdkExampleSchema>;
