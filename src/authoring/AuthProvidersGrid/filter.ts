import type { AuthProvider, AuthType } from '../auth-providers/providers';

/** What the grid shows: every provider, or one sign-in type. */
export type ProviderFilter = 'all' | AuthType;

export const PROVIDER_FILTERS: readonly { value: ProviderFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'social', label: 'Social' },
  { value: 'phone', label: 'Phone' },
];

/** The grid's initial filter from its `type` prop; anything unrecognised shows all providers. */
export function parseProviderFilter(type: unknown): ProviderFilter {
  return type === 'social' || type === 'phone' || type === 'all' ? type : 'all';
}

export function filterProviders<P extends Pick<AuthProvider, 'authType'>>(providers: readonly P[], filter: ProviderFilter): P[] {
  return filter === 'all' ? [...providers] : providers.filter((p) => p.authType === filter);
}

/** How many providers each filter shows. */
export function countByFilter(providers: readonly Pick<AuthProvider, 'authType'>[]): Record<ProviderFilter, number> {
  return {
    all: providers.length,
    social: filterProviders(providers, 'social').length,
    phone: filterProviders(providers, 'phone').length,
  };
}

export function providerCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'provider' : 'providers'}`;
}
