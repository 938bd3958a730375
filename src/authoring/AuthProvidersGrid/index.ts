import { z } from 'zod';
import { AUTH_TYPE_LABELS, authProviders, type AuthProvider } from '../auth-providers/providers';
import { define } from '../kit/component';
import { link, list, paragraph, strong } from '../kit/markdown';

const item = (p: AuthProvider) => [paragraph(link(p.href, p.name), `: ${AUTH_TYPE_LABELS[p.authType]}${p.official ? '' : ' · Community'}`)];

/** Every auth provider as a card linking to its page, filterable by sign-in type (./AuthProvidersGrid.tsx). In Markdown, lists of links, `type`'s first. */
export const AuthProvidersGrid = define({
  props: z.object({ type: z.enum(['social', 'phone']).optional() }).strict(),
  island: { label: 'auth providers grid' },
  markdown: ({ type }) =>
    (type === 'phone' ? (['phone', 'social'] as const) : (['social', 'phone'] as const)).flatMap((kind) => [
      paragraph(strong(`${AUTH_TYPE_LABELS[kind]} providers`)),
      list(false, authProviders.filter((p) => p.authType === kind).map(item)),
    ]),
});
