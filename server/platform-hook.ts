import type { IncomingMessage, ServerResponse } from 'node:http';
import { createStandIn } from './stand-in/handler';

/**
 * The local platform stand-in, on the site's own origin: /platform/*, /v1/* (the docs' feedback
 * endpoint /v1/docs/feedback among them), /auth/v1/token and the development pages /dev/sign-in
 * and /dev/feedback (see server/stand-in/ and docs/credential-panel.md).
 * Returns false for every other path, which the static server then serves.
 */
export const platformStandIn: (req: IncomingMessage, res: ServerResponse) => boolean = createStandIn({
  secret: process.env.STAND_IN_SECRET || undefined,
});
