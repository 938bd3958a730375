import { z } from 'zod';
import { withSafeUrls } from '../../sources/spec-urls';

/**
 * Our words for the Management API reference, kept apart from the OpenAPI document
 * (specs/api/management-v1.openapi.json, as published) so that a new version of the document can
 * be dropped in: `specs/api/management-v1.overlay.yaml`, keyed by tag and by operationId. An entry
 * for an operation or parameter the document does not have fails the build.
 */
const markdown = withSafeUrls(z.string().trim().min(1));

export const apiOverlaySchema = z
  .object({
    /** One entry per tag of the document: what that group of operations is for. */
    tags: z.record(z.string(), z.object({ description: markdown }).strict()),
    operations: z.record(
      z.string(),
      z
        .object({
          /** A short title, where the document's summary is missing or unclear. */
          summary: z.string().trim().min(1).max(80).optional(),
          /** What the operation does and when to use it. */
          description: markdown,
          /** Path, query and header parameters by name: one sentence each. */
          parameters: z.record(z.string(), markdown).optional(),
          /** What the request body carries, when there is one. */
          body: markdown.optional(),
          /**
           * The request body's fields by path (`name`, `region_selection.code`): one sentence each,
           * shown with the field instead of the document's own, if any. A path goes through
           * arrays and alternatives as if they were not there: `region_selection.code` is the
           * `code` of every variant of `region_selection` that has one.
           */
          bodyFields: z.record(z.string(), markdown).optional(),
          /** The success response's headers by name, where it has any: one sentence each. */
          responseHeaders: z.record(z.string(), markdown).optional(),
          /**
           * The values the operation's curl and fetch samples show, checked against the
           * operation's schemas by the loader (src/reference/api/examples.ts): every path and
           * required query parameter, the request body and the success response's body and
           * headers, as the operation has them. Realistic and consistent values, never filler.
           */
          example: z
            .object({
              /** Path, query and header parameters by name. */
              parameters: z.record(z.string(), z.unknown()).optional(),
              /** The request body: JSON, form fields, or multipart parts (a file part is its file's name). */
              body: z.unknown().optional(),
              /** The body of the success response: JSON, or the text of a `text/plain` response. */
              response: z.unknown().optional(),
              /** The success response's headers by name. */
              responseHeaders: z.record(z.string(), z.unknown()).optional(),
              /** Instead of `response`, for a file the document describes no fields of: the name the samples save it under. */
              responseFile: z.string().trim().min(1).optional(),
            })
            .strict()
            .optional(),
        })
        .strict(),
    ),
  })
  .strict();

export type ApiOverlay = z.infer<typeof apiOverlaySchema>;
export const API_DOCUMENT_FILE = 'specs/api/management-v1.openapi.json';
export const API_OVERLAY_FILE = 'specs/api/management-v1.overlay.yaml';
