import { describe, expect, it } from 'vitest';
import { callbackUrlFor, projectUrlFor } from './links';

describe('setup step links', () => {
  it('builds the project URL from a ref, or the placeholder form without one', () => {
    expect(projectUrlFor('abcdefghijklmnop')).toBe('https://abcdefghijklmnop.plinth.co');
    expect(projectUrlFor(null)).toBe('https://<project-ref>.plinth.co');
  });

  it('builds the OAuth callback URL on the project host', () => {
    expect(callbackUrlFor('abcdefghijklmnop')).toBe('https://abcdefghijklmnop.plinth.co/auth/v1/callback');
    expect(callbackUrlFor(null)).toBe('https://<project-ref>.plinth.co/auth/v1/callback');
  });
});
