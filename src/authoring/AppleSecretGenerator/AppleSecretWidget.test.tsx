// @vitest-environment happy-dom
import { generateKeyPairSync, verify } from 'node:crypto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AppleSecretWidget from './AppleSecretWidget';

function keyFile(name: string, type: 'p256' | 'rsa' = 'p256') {
  const pair = type === 'p256' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { file: new File([pem], name, { type: 'application/octet-stream' }), publicKey: pair.publicKey };
}

describe('AppleSecretWidget', () => {
  it('fills the Key ID from the file name and produces a verifiable ES256 secret with its expiry', async () => {
    const user = userEvent.setup();
    render(<AppleSecretWidget />);
    const { file, publicKey } = keyFile('AuthKey_F9G8H7J6K5.p8');
    await user.type(screen.getByLabelText('Team ID'), 'A1B2C3D4E5');
    await user.type(screen.getByLabelText('Services ID'), 'com.example.web');
    await user.upload(screen.getByLabelText('Private key (.p8 file)'), file);
    await waitFor(() => expect((screen.getByLabelText('Key ID') as HTMLInputElement).value).toBe('F9G8H7J6K5'));
    expect(screen.getByText(/Key ID filled in from the file name/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Generate client secret' }));
    const output = (await screen.findByLabelText('Client secret (ES256)')) as HTMLTextAreaElement;
    const [header, payload, signature] = output.value.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'ES256', kid: 'F9G8H7J6K5' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ iss: 'A1B2C3D4E5', sub: 'com.example.web', aud: 'https://appleid.apple.com' });
    expect(claims.exp - claims.iat).toBe(180 * 86_400);
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(
      true,
    );

    const expiry = new Date(claims.exp * 1000).toISOString().slice(0, 16).replace('T', ' ');
    expect(screen.getByText(`Expires ${expiry} UTC.`)).toBeTruthy();
    expect(screen.getByText(/Generate a new secret and paste it/)).toBeTruthy();
  });

  it('puts a clear message next to each bad field and focuses the first one', async () => {
    const user = userEvent.setup();
    render(<AppleSecretWidget />);
    await user.type(screen.getByLabelText('Team ID'), 'A1B2C3');
    await user.type(screen.getByLabelText('Key ID'), 'F9G8H7J6K5');
    const { file } = keyFile('key.p8', 'rsa');
    await user.upload(screen.getByLabelText('Private key (.p8 file)'), file);
    await user.click(screen.getByRole('button', { name: 'Generate client secret' }));

    const team = screen.getByLabelText('Team ID');
    expect(document.activeElement).toBe(team);
    expect(team.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(team.getAttribute('aria-describedby')!.split(' ')[1]!)?.textContent).toBe(
      'Error: A Team ID is exactly 10 characters; this one has 6.',
    );
    expect(screen.getByText(/Enter the identifier of your Services ID/)).toBeTruthy();

    const fileInput = screen.getByLabelText('Private key (.p8 file)');
    expect(fileInput.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/This is an RSA key/)).toBeTruthy();
    expect(screen.queryByLabelText('Client secret (ES256)')).toBeNull();
  });

  it('caps the validity at 182 days', async () => {
    const user = userEvent.setup();
    render(<AppleSecretWidget />);
    const days = screen.getByLabelText('Valid for (days)');
    await user.clear(days);
    await user.type(days, '200');
    expect(screen.queryByText(/whole number of days/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate client secret' }));
    expect(screen.getByText(/whole number of days from 1 to 182/)).toBeTruthy();
    // Once shown, messages follow the input.
    await user.clear(days);
    await user.type(days, '90');
    expect(screen.queryByText(/whole number of days/)).toBeNull();
  });
});
