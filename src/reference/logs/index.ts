import type { LogSource } from './types';
import { edge } from './sources/edge';
import { auth } from './sources/auth';
import { storage } from './sources/storage';
import { function_edge } from './sources/function-edge';
import { function_runtime } from './sources/function-runtime';
import { postgres } from './sources/postgres';
import { realtime } from './sources/realtime';
import { postgrest } from './sources/postgrest';
import { pooler } from './sources/pooler';

export type { LogField, LogSource } from './types';

/** The log explorer's nine sources, in the order the explorer lists them. */
export const LOG_SOURCES: readonly LogSource[] = [edge, auth, storage, function_edge, function_runtime, postgres, realtime, postgrest, pooler];
