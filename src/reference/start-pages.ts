import { existsSync } from 'node:fs';
import path from 'node:path';
import { SDK_LIBRARIES } from './loaders/sdk';

/** The "first steps" pages beside the references: one per client library, and the Management API's. */
export function startPages(): { key: string; file: string; route: string }[] {
  const keys = [...Object.keys(SDK_LIBRARIES), 'management-api'];
  return keys.map((key) => ({ key, file: `content/reference/${key}/start.mdx`, route: `/reference/${key}/start` })).filter((p) => existsSync(path.join(process.cwd(), p.file)));
}
