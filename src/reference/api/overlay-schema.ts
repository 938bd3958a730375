import { z } from 'zod';
import { withSafeUrls } from '../spec-urls';

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
        })
        .strict(),
    ),
  })
  .strict();

export type ApiOverlay = z.infer<typeof apiOverlaySchema>;
export const API_DOCUMENT_FILE = 'specs/api/management-v1.openapi.json';
export const API_OVERLAY_FILE = 'specs/api/management-v1.overlay.yaml';
