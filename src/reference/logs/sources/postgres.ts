import type { LogSource } from '../types';

/** Postgres (`postgres_logs`): the fields of the log explorer's schema, from the log sources' facts. */
export const postgres: LogSource = {
  id: 'postgres',
  name: 'Postgres',
  table: 'postgres_logs',
  fields: [
    { path: 'event_message', type: 'string' },
    { path: 'id', type: 'string' },
    { path: 'timestamp', type: 'datetime' },
    { path: 'identifier', type: 'string' },
    { path: 'metadata.host', type: 'string' },
    { path: 'metadata.parsed.backend_type', type: 'string' },
    { path: 'metadata.parsed.command_tag', type: 'string' },
    { path: 'metadata.parsed.connection_from', type: 'string' },
    { path: 'metadata.parsed.database_name', type: 'string' },
    { path: 'metadata.parsed.error_severity', type: 'string' },
    { path: 'metadata.parsed.process_id', type: 'number' },
    { path: 'metadata.parsed.query_id', type: 'number' },
    { path: 'metadata.parsed.session_id', type: 'string' },
    { path: 'metadata.parsed.session_line_num', type: 'number' },
    { path: 'metadata.parsed.session_start_time', type: 'string' },
    { path: 'metadata.parsed.sql_state_code', type: 'string' },
    { path: 'metadata.parsed.timestamp', type: 'string' },
    { path: 'metadata.parsed.transaction_id', type: 'number' },
    { path: 'metadata.parsed.user_name', type: 'string' },
    { path: 'metadata.parsed.virtual_transaction_id', type: 'string' },
  ],
};
