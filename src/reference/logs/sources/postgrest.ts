import type { LogSource } from '../types';

/** PostgREST (`postgrest_logs`): the fields of the log explorer's schema, from the log sources' facts. */
export const postgrest: LogSource = {
  id: 'postgrest',
  name: 'PostgREST',
  table: 'postgrest_logs',
  fields: [
    { path: 'event_message', type: 'string' },
    { path: 'id', type: 'string' },
    { path: 'identifier', type: 'string' },
    { path: 'timestamp', type: 'datetime' },
    { path: 'metadata.host', type: 'string' },
  ],
};
