import { describe, expect, it } from 'vitest';
import { firstHit, pageOf, recallAt } from './search-eval-stats';

describe('search evaluation arithmetic', () => {
  it('compares pages the way a reader lands on them', () => {
    expect(pageOf('/guides/auth/passwords.html')).toBe('/guides/auth/passwords');
    expect(pageOf('/guides/auth/index.html#sessions')).toBe('/guides/auth');
    expect(pageOf('/reference/javascript/introduction#sign-in-with-otp')).toBe('/reference/javascript/introduction');
  });

  it('ranks the first expected page, not a page that only shares its prefix', () => {
    const results = ['/guides/auth/phone-login/twilio.html', '/guides/auth/passwords.html#x', '/guides/auth/phone-login.html'];
    expect(firstHit(results, ['/guides/auth/phone-login'])).toBe(3);
    expect(firstHit(results, ['/guides/auth/passwords', '/guides/auth/phone-login'])).toBe(2);
    expect(firstHit(results, ['/guides/storage'])).toBeNull();
  });

  it('counts a question as found only within the first k results', () => {
    expect(recallAt([1, 5, 6, null], 5)).toBe(0.5);
    expect(recallAt([], 5)).toBe(0);
  });
});
