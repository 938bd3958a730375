// @vitest-environment happy-dom
import { createHmac } from 'node:crypto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import JwtGeneratorWidget from './JwtGeneratorWidget';

function decode(part: string) {
  return JSON.parse(Buffer.from(part, 'base64url').toString());
}

async function tokenValue() {
  const field = screen.getByLabelText('Signed token (HS256)') as HTMLTextAreaElement;
  await waitFor(() => expect(field.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/));
  return field.value;
}

describe('JwtGeneratorWidget', () => {
  it('asks for a secret before signing anything', () => {
    render(<JwtGeneratorWidget />);
    const secret = screen.getByLabelText('JWT secret');
    expect(secret.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Enter your project’s JWT secret/)).toBeTruthy();
    expect((screen.getByLabelText('Signed token (HS256)') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'Copy the token' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('generates a random secret and signs an anon key valid for five years', async () => {
    const user = userEvent.setup();
    render(<JwtGeneratorWidget />);
    await user.click(screen.getByRole('button', { name: 'Generate a random secret' }));
    const secret = (screen.getByLabelText('JWT secret') as HTMLInputElement).value;
    expect(secret).toMatch(/^[A-Za-z0-9]{64}$/);

    const token = await tokenValue();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(decode(header)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decode(payload);
    expect(claims).toMatchObject({ iss: 'plinth', role: 'anon' });
    expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(120);
    expect(new Date(claims.exp * 1000).getFullYear() - new Date(claims.iat * 1000).getFullYear()).toBe(5);
    expect(signature).toBe(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'));
    expect(screen.getByText(/"role": "anon"/)).toBeTruthy();
  });

  it('re-signs when the role and dates change, and blocks an expiry before the issue time', async () => {
    const user = userEvent.setup();
    render(<JwtGeneratorWidget />);
    await user.type(screen.getByLabelText('JWT secret'), 'short-secret');
    expect(screen.getByText(/This secret has 12 characters/)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Role'), 'service_role');
    expect(screen.getByText(/Bypasses Row Level Security/)).toBeTruthy();
    const iat = screen.getByLabelText('Issued at (iat)');
    const exp = screen.getByLabelText('Expires (exp)');
    await user.clear(iat);
    await user.type(iat, '2030-05-01T12:00');
    await user.clear(exp);
    await user.type(exp, '2035-05-01T12:00');
    await waitFor(() =>
      expect(decode((screen.getByLabelText('Signed token (HS256)') as HTMLTextAreaElement).value.split('.')[1] ?? 'e30')).toMatchObject({
        role: 'service_role',
        iat: new Date(2030, 4, 1, 12).getTime() / 1000,
      }),
    );

    await user.clear(exp);
    await user.type(exp, '2029-05-01T12:00');
    expect(screen.getByText(/The expiry must be after the issue time/)).toBeTruthy();
    expect(exp.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Signed token (HS256)') as HTMLTextAreaElement).value).toBe('');
  });
});
