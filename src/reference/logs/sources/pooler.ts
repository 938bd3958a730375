import type { LogSource } from '../types';

/** Pooler (`pooler_logs`): the fields of the log explorer's schema, from the log sources' facts. */
export const pooler: LogSource = {
  id: 'pooler',
  name: 'Pooler',
  table: 'pooler_logs',
  fields: [
    { path: 'event_message', type: 'string' },
    { path: 'id', type: 'string' },
    { path: 'timestamp', type: 'datetime' },
    { path: 'metadata.host', type: 'string' },
  ],
};
