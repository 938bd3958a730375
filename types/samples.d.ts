/**
 * What every code sample in the guides may assume without showing it, as the reference pages do:
 * a `plinth` client made with `createClient` (see /reference/javascript/initializing). Samples that
 * make their own client declare it and use theirs.
 */
declare const plinth: import('@plinth/plinth-js').PlinthClient;
