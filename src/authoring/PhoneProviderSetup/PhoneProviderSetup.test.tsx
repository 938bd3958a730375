// @vitest-environment happy-dom
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publishSelectedProjectRef } from '@/panel/selected-project';
import { PhoneProviderSetup } from './PhoneProviderSetup';

afterEach(() => {
  act(() => publishSelectedProjectRef(null));
});

describe('PhoneProviderSetup', () => {
  it("lists the SMS provider's credentials and the phone sign-in calls", () => {
    render(<PhoneProviderSetup provider="twilio" />);
    const region = screen.getByRole('region', { name: 'Twilio setup steps' });
    const items = within(region)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(expect.arrayContaining(['Account SID', 'Auth token', 'Messaging Service SID']));
    expect(within(region).getByRole('link', { name: 'Twilio Console' }).getAttribute('href')).toBe('https://console.twilio.com/');
    expect(region.textContent).toContain('plinth.auth.signInWithOtp({ phone })');
    expect(region.textContent).toContain("plinth.auth.verifyOtp({ phone, token, type: 'sms' })");
  });

  it("describes Textlocal's own account step: an API key and the DLT sender, never a phone number or a trial", () => {
    render(<PhoneProviderSetup provider="textlocal" />);
    const region = screen.getByRole('region', { name: 'Textlocal setup steps' });
    expect(within(region).getByRole('link', { name: 'Textlocal India account' }).getAttribute('href')).toBe('https://www.textlocal.in/');
    expect(region.textContent).toContain('create an API key under Settings, then API Keys');
    expect(region.textContent).toContain('registered under DLT');
    expect(region.textContent).not.toMatch(/get a sender: a phone number|Trial accounts/);
  });

  it('rejects a social provider id', () => {
    expect(() => render(<PhoneProviderSetup provider="github" />)).toThrow(/messagebird, twilio, vonage, textlocal/);
  });
});
