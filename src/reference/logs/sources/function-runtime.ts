import type { LogSource } from '../types';

/** Function Runtime (`function_logs`): the fields of the log explorer's schema, from the log sources' facts. */
export const function_runtime: LogSource = {
  id: 'function-runtime',
  name: 'Function Runtime',
  table: 'function_logs',
  fields: [
    { path: 'event_message', type: 'string' },
    { path: 'id', type: 'string' },
    { path: 'timestamp', type: 'datetime' },
    { path: 'metadata.deployment_id', type: 'string' },
    { path: 'metadata.event_type', type: 'string' },
    { path: 'metadata.execution_id', type: 'string' },
    { path: 'metadata.function_id', type: 'string' },
    { path: 'metadata.level', type: 'string' },
    { path: 'metadata.project_ref', type: 'string' },
    { path: 'metadata.region', type: 'string' },
    { path: 'metadata.timestamp', type: 'string' },
    { path: 'metadata.version', type: 'string' },
  ],
};
