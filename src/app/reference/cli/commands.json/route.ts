import { builderData, getCliModel } from '@/cli/reference';

export const dynamic = 'force-static';

/** The data the command builder fetches when a reader first opens it. */
export function GET() {
  return Response.json(builderData(getCliModel()));
}
