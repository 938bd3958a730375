import type { LogSource } from '../types';

/** Function Edge (`function_edge_logs`): the fields of the log explorer's schema, from the log sources' facts. */
export const function_edge: LogSource = {
  id: 'function-edge',
  name: 'Function Edge',
  table: 'function_edge_logs',
  fields: [
    { path: 'event_message', type: 'string' },
    { path: 'id', type: 'string' },
    { path: 'timestamp', type: 'datetime' },
    { path: 'metadata.deployment_id', type: 'string' },
    { path: 'metadata.execution_time_ms', type: 'number' },
    { path: 'metadata.function_id', type: 'string' },
    { path: 'metadata.project_ref', type: 'string' },
    { path: 'metadata.request.headers.accept', type: 'string' },
    { path: 'metadata.request.headers.content_length', type: 'string' },
    { path: 'metadata.request.headers.host', type: 'string' },
    { path: 'metadata.request.headers.user_agent', type: 'string' },
    { path: 'metadata.request.host', type: 'string' },
    { path: 'metadata.request.method', type: 'string' },
    { path: 'metadata.request.pathname', type: 'string' },
    { path: 'metadata.request.protocol', type: 'string' },
    { path: 'metadata.request.url', type: 'string' },
    { path: 'metadata.response.headers.content_length', type: 'string' },
    { path: 'metadata.response.headers.content_type', type: 'string' },
    { path: 'metadata.response.headers.date', type: 'string' },
    { path: 'metadata.response.headers.server', type: 'string' },
    { path: 'metadata.response.headers.vary', type: 'string' },
    { path: 'metadata.response.status_code', type: 'number' },
    { path: 'metadata.version', type: 'string' },
  ],
};
