import { parseProviderFilter, countByFilter } from './filter';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { ProviderFilterControl } from './ProviderFilterControl';
import { AUTH_TYPE_LABELS, authProviders, type AuthProvider, type ProviderMark } from '../auth-providers/providers';

/** Our text mark for a provider: initials on a coloured rounded square. Decorative: the name is next to it. */
export function ProviderLogo({ mark, size = 40 }: { mark: ProviderMark; size?: number }) {
  const fontSize = mark.text.length > 1 ? 15 : 19;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="shrink-0">
      <rect x="0.5" y="0.5" width="39" height="39" rx="9" fill={mark.bg} stroke="rgb(127 127 127 / 0.35)" />
      <text x="20" y="20" dy="0.35em" textAnchor="middle" fill={mark.fg} fontSize={fontSize} fontWeight="700" fontFamily="ui-sans-serif, system-ui, sans-serif">
        {mark.text}
      </text>
    </svg>
  );
}

const listClass = 'mt-4 grid list-none! grid-cols-1 gap-3 p-0! sm:grid-cols-2 lg:grid-cols-3';

function ProviderCard({ provider }: { provider: AuthProvider }) {
  const hiddenBy = provider.authType === 'social' ? 'group-data-[filter=phone]/providers:hidden' : 'group-data-[filter=social]/providers:hidden';
  return (
    <li className={`mt-0! ${hiddenBy}`} data-auth-type={provider.authType}>
      <a
        href={provider.href}
        className="flex h-full items-center gap-3 rounded-lg border border-[var(--border)] p-3 no-underline! hover:border-[var(--link)] hover:bg-[var(--bg-soft)]"
      >
        <ProviderLogo mark={provider.logo} />
        <span className="min-w-0">
          <span className="block font-semibold text-[var(--fg)]">{provider.name}</span>
          <span className="block text-xs text-[var(--fg-muted)]">
            {AUTH_TYPE_LABELS[provider.authType]}
            {provider.official ? '' : ' · Community'}
          </span>
        </span>
      </a>
    </li>
  );
}

/**
 * Every auth provider as a card linking to its page, filterable by sign-in type.
 * `type` ("social" or "phone") sets the filter the grid starts with.
 */
export function AuthProvidersGrid({ type }: { type?: string }) {
  const cards = authProviders.map((p) => <ProviderCard key={p.id} provider={p} />);
  return (
    <div className="not-prose my-6" data-widget-static="auth providers grid">
      <ErrorBoundary
        fallback={
          <ul className={listClass} role="list" aria-label="Auth providers">
            {cards}
          </ul>
        }
      >
        <ProviderFilterControl initial={parseProviderFilter(type)} counts={countByFilter(authProviders)}>
          <ul className={listClass} role="list" aria-label="Auth providers">
            {cards}
          </ul>
        </ProviderFilterControl>
      </ErrorBoundary>
    </div>
  );
}
