import type { IncomingMessage, ServerResponse } from 'node:http';
import { createStandIn } from './stand-in/handler';

/**
 * The local platform stand-in, on the site's own origin: /platform/*, /v1/*, /auth/v1/token and
 * the development sign-in page /dev/sign-in (see server/stand-in/ and docs/credential-panel.md).
 * Returns false for every other path, which the static server then serves.
 */
export const platformStandIn: (req: IncomingMessage, res: ServerResponse) => boolean = createStandIn({
  secret: process.env.STAND_IN_SECRET || undefined,
});
