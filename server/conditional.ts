import type { IncomingHttpHeaders } from 'node:http';
import fresh from 'fresh';
import rangeParser from 'range-parser';

/**
 * What a GET or HEAD of a file answers once its validators are known: the preconditions of
 * RFC 9110 §13.2.2 in their order, then Range (§14). `fresh` (If-None-Match, If-Modified-Since) and
 * `range-parser` are the libraries `send` uses. If-Match, If-Unmodified-Since and If-Range are the
 * few lines `send` keeps inside its own stream object (it cannot be asked for a decision without
 * also letting it open the file by name, which is what made bodies end short of their length), so
 * they are written here, after its rules, with If-Match comparing strongly as the RFC requires.
 */

export interface Validators {
  /** A strong entity tag, quoted: `"1a2-18c…"`. */
  etag: string;
  /** Last-Modified as sent (an HTTP date, whole seconds). */
  lastModified: string;
  /** Bytes in the representation. */
  size: number;
}

export type Decision = { status: 200 } | { status: 206; start: number; end: number } | { status: 304 } | { status: 412 } | { status: 416 };

const BYTES_RANGE = /^ *bytes=/;
/** One suffix range: `bytes=-500`, the last 500 bytes. */
const SUFFIX_RANGE = /^ *bytes= *-(\d+) *$/;

/** The entity tags of a list header (`"a", W/"b"`), or `*`. */
function tagList(value: string): string[] {
  return value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const seconds = (httpDate: string) => Math.floor(Date.parse(httpDate) / 1000);

function preconditionFailed(headers: IncomingHttpHeaders, v: Validators): boolean {
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined) {
    // Strong comparison: a weak tag never matches, `*` matches any current representation.
    return !tagList(ifMatch).some((tag) => tag === '*' || tag === v.etag);
  }
  const since = headers['if-unmodified-since'];
  if (since !== undefined) {
    const date = seconds(since);
    // An invalid date is ignored (§13.1.4).
    return !Number.isNaN(date) && seconds(v.lastModified) > date;
  }
  return false;
}

/** Does If-Range (when present) still name this representation? A date must be the file's own. */
function rangeStillValid(headers: IncomingHttpHeaders, v: Validators): boolean {
  const ifRange = headers['if-range'];
  if (ifRange === undefined) return true;
  if (typeof ifRange !== 'string') return false;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === v.etag;
  const date = seconds(value);
  return !Number.isNaN(date) && seconds(v.lastModified) <= date;
}

/**
 * The answer to a GET or HEAD of a representation with these validators. A range that starts past
 * the end, or ends before it starts, is unsatisfiable (416); a malformed Range, an unknown unit or
 * several ranges are ignored (the whole file, 200), as `send` does.
 */
export function decide(headers: IncomingHttpHeaders, v: Validators): Decision {
  if (preconditionFailed(headers, v)) return { status: 412 };
  if (fresh(headers, { etag: v.etag, 'last-modified': v.lastModified })) return { status: 304 };
  const range = headers.range;
  if (range === undefined || !BYTES_RANGE.test(range) || !rangeStillValid(headers, v)) return { status: 200 };
  // A suffix longer than the file is all of it (RFC 9110 §14.1.2), as nginx answers: range-parser
  // 1.3.0 calls it unsatisfiable (its start falls below 0). A suffix of 0 bytes stays unsatisfiable.
  const suffix = SUFFIX_RANGE.exec(range);
  if (suffix && v.size > 0 && Number(suffix[1]) >= v.size) return { status: 206, start: 0, end: v.size - 1 };
  const ranges = rangeParser(v.size, range, { combine: true });
  if (ranges === -1) return { status: 416 };
  if (ranges === -2 || ranges.length !== 1) return { status: 200 };
  return { status: 206, start: ranges[0]!.start, end: ranges[0]!.end };
}
