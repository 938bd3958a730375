/** A field of a log source: its dot-separated path (nesting under `metadata`) and its type. */
export interface LogField {
  path: string;
  type: 'string' | 'number' | 'boolean' | 'datetime' | 'number[]';
}

/** A table of the log explorer (spec §3): every source has id, timestamp, event_message and nested metadata. */
export interface LogSource {
  /** Short id used in anchors: `edge`, `auth`, … */
  id: string;
  /** As the log explorer names it. */
  name: string;
  /** The table queries select from: `edge_logs`. */
  table: string;
  fields: readonly LogField[];
}
