import { AUTHORING_ISLANDS, type IslandLoader } from '@/authoring/islands';
import { loadOnce } from '@/lib/load-once';

/**
 * Every island a page can hold, by the name its placeholder carries (`data-island`): the authoring
 * components' (src/authoring/islands.ts, placeholders written by the content pipeline), and the two
 * the browser adds itself: the CLI's command builder (when a reader opens it, src/enhance/builder.ts)
 * and the controller that fills code blocks with the reader's credentials (IslandHost.tsx). Each is
 * its own chunk, fetched only when a page has that island and it comes near the viewport (once for
 * every placeholder of that name; asked again after a failed fetch: src/lib/load-once.ts).
 */
export const ISLANDS: Readonly<Record<string, IslandLoader>> = {
  ...AUTHORING_ISLANDS,
  CommandBuilder: loadOnce(() => import('@/components/cli/CommandBuilder').then((m) => m.default)),
  CodeCredentials: loadOnce(() => import('@/panel/CodeCredentials').then((m) => m.CodeCredentials)),
};
