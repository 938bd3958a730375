import type { IncomingMessage, ServerResponse } from 'node:http';

/** Until the stand-in exists, no platform route is handled here. */
export function platformStandIn(_req: IncomingMessage, _res: ServerResponse): boolean {
  return false;
}
