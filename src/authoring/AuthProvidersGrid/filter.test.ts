import { describe, expect, it } from 'vitest';
import { authProviders, phoneProviders, socialProviders } from '../auth-providers/providers';
import { countByFilter, filterProviders, parseProviderFilter, providerCountLabel } from './filter';

const SOCIAL = socialProviders.map((p) => p.id);
const PHONE = phoneProviders.map((p) => p.id);

describe('provider filter', () => {
  it('reads the type prop, falling back to all', () => {
    expect(parseProviderFilter('social')).toBe('social');
    expect(parseProviderFilter('phone')).toBe('phone');
    expect(parseProviderFilter('all')).toBe('all');
    expect(parseProviderFilter(undefined)).toBe('all');
    expect(parseProviderFilter('Social')).toBe('all');
  });

  it('keeps only providers of the chosen type', () => {
    expect(filterProviders(authProviders, 'phone').map((p) => p.id)).toEqual(PHONE);
    expect(filterProviders(authProviders, 'social')).toHaveLength(SOCIAL.length);
    expect(filterProviders(authProviders, 'all')).toHaveLength(SOCIAL.length + PHONE.length);
  });

  it('counts each filter and labels the count', () => {
    expect(countByFilter(authProviders)).toEqual({ all: 23, social: 19, phone: 4 });
    expect(providerCountLabel(1)).toBe('1 provider');
    expect(providerCountLabel(4)).toBe('4 providers');
  });
});
