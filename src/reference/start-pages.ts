import { REFERENCES } from '../references.config';

/**
 * The "first steps" pages beside the references: one per client library, and the Management
 * API's, as the registry names them (src/references.config.ts). The registry check fails the
 * build when one of them does not exist (registryProblems).
 */
export function startPages(): { key: string; file: string; route: string }[] {
  const keys = REFERENCES.flatMap((e) => (e.kind === 'sdk' ? [e.key] : e.kind === 'api' && e.start ? [e.start] : []));
  return keys.map((key) => ({ key, file: `content/reference/${key}/start.mdx`, route: `/reference/${key}/start` }));
}
