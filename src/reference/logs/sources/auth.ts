import type { LogSource } from '../types';

/** Auth (`auth_logs`): the fields of the log explorer's schema, from the log sources' facts. */
export const auth: LogSource = {
  id: 'auth',
  name: 'Auth',
  table: 'auth_logs',
  fields: [
    { path: 'event_message', type: 'string' },
    { path: 'id', type: 'string' },
    { path: 'timestamp', type: 'datetime' },
    { path: 'metadata.auth_event.action', type: 'string' },
    { path: 'metadata.auth_event.actor_id', type: 'string' },
    { path: 'metadata.auth_event.actor_username', type: 'string' },
    { path: 'metadata.auth_event.log_type', type: 'string' },
    { path: 'metadata.auth_event.traits.provider', type: 'string' },
    { path: 'metadata.auth_event.traits.user_email', type: 'string' },
    { path: 'metadata.auth_event.traits.user_id', type: 'string' },
    { path: 'metadata.auth_event.traits.user_phone', type: 'string' },
    { path: 'metadata.component', type: 'string' },
    { path: 'metadata.duration', type: 'number' },
    { path: 'metadata.host', type: 'string' },
    { path: 'metadata.level', type: 'string' },
    { path: 'metadata.method', type: 'string' },
    { path: 'metadata.msg', type: 'string' },
    { path: 'metadata.path', type: 'string' },
    { path: 'metadata.referer', type: 'string' },
    { path: 'metadata.remote_addr', type: 'string' },
    { path: 'metadata.status', type: 'number' },
    { path: 'metadata.timestamp', type: 'string' },
  ],
};
