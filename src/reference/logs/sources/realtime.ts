import type { LogSource } from '../types';

/** Realtime (`realtime_logs`): the fields of the log explorer's schema, from the log sources' facts. */
export const realtime: LogSource = {
  id: 'realtime',
  name: 'Realtime',
  table: 'realtime_logs',
  fields: [
    { path: 'event_message', type: 'string' },
    { path: 'id', type: 'string' },
    { path: 'timestamp', type: 'datetime' },
    { path: 'metadata.level', type: 'string' },
    { path: 'metadata.measurements.connected', type: 'number' },
    { path: 'metadata.measurements.connected_cluster', type: 'number' },
    { path: 'metadata.measurements.limit', type: 'number' },
    { path: 'metadata.measurements.sum', type: 'number' },
    { path: 'metadata.external_id', type: 'string' },
  ],
};
