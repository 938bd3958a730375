import { describe, expect, it } from 'vitest';
import { authProviders, findPhoneProvider, findSocialProvider, phoneProviders, socialProviders } from './providers';

const SOCIAL = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'notion',
  'slack',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
];
const PHONE = ['messagebird', 'twilio', 'vonage', 'textlocal'];

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('auth provider data', () => {
  it('lists every required social and phone provider exactly once', () => {
    expect(socialProviders.map((p) => p.id)).toEqual(SOCIAL);
    expect(phoneProviders.map((p) => p.id)).toEqual(PHONE);
    expect(new Set(authProviders.map((p) => p.id)).size).toBe(authProviders.length);
  });

  it('links social providers to /guides/auth/social-login/auth-<id> and phone providers to /guides/auth/phone-login/<id>', () => {
    for (const p of socialProviders) expect(p.href).toBe(`/guides/auth/social-login/auth-${p.id}`);
    for (const p of phoneProviders) expect(p.href).toBe(`/guides/auth/phone-login/${p.id}`);
  });

  it('marks Textlocal as the only community-supported provider', () => {
    const community = authProviders.filter((p) => !p.official);
    expect(community.map((p) => p.id)).toEqual(['textlocal']);
    expect(community[0]!.supporter).toBe('community');
    expect(authProviders.filter((p) => p.official).every((p) => p.supporter === 'plinth')).toBe(true);
  });

  it('gives every provider an https console URL and the setup labels its steps need', () => {
    for (const p of authProviders) {
      expect(new URL(p.consoleUrl).protocol).toBe('https:');
      expect(p.consoleName.length).toBeGreaterThan(3);
    }
    for (const p of socialProviders) for (const label of [p.callbackField, p.clientIdLabel, p.clientSecretLabel]) expect(label.trim()).not.toBe('');
    for (const p of phoneProviders) expect(p.credentials.length).toBeGreaterThanOrEqual(2);
  });

  it('draws every logo mark with readable contrast (at least 4.5:1)', () => {
    for (const p of authProviders) {
      expect(p.logo.text.length).toBeLessThanOrEqual(2);
      expect(contrast(p.logo.bg, p.logo.fg), p.id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('finds providers by id and only within their type', () => {
    expect(findSocialProvider('github')?.name).toBe('GitHub');
    expect(findSocialProvider('twilio')).toBeUndefined();
    expect(findPhoneProvider('twilio')?.name).toBe('Twilio');
    expect(findPhoneProvider('nope')).toBeUndefined();
  });
});
