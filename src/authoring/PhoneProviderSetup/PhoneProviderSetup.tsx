import { findPhoneProvider, phoneProviders } from '../auth-providers/providers';
import { Step, Steps } from '../Steps/Steps';
import { DashboardLink } from '../setup-steps/client';
import { External, Frame, unknownProvider } from '../setup-steps/parts';

/** Set up an SMS provider for phone sign-in with one-time codes. */
export function PhoneProviderSetup({ provider }: { provider: string }) {
  const p =
    findPhoneProvider(provider) ??
    unknownProvider(
      'PhoneProviderSetup',
      provider,
      phoneProviders.map((s) => s.id),
    );
  return (
    <Frame label={`${p.name} setup steps`}>
      <Steps>
        <Step title={`Create an account at ${p.name}`}>
          {p.accountStep ? (
            <p>
              In your <External href={p.consoleUrl}>{p.consoleName}</External>, {p.accountStep}
            </p>
          ) : (
            <p>
              Sign up in the <External href={p.consoleUrl}>{p.consoleName}</External> and get a sender: a phone number or, where the countries you send to allow
              it, an alphanumeric sender ID. Trial accounts can usually text only verified numbers, so upgrade before you go live.
            </p>
          )}
        </Step>
        <Step title="Collect the credentials">
          <p>Plinth needs these values from your {p.name} account:</p>
          <ul>
            {p.credentials.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </Step>
        <Step title="Paste them into Plinth">
          <p>
            Open the <DashboardLink page="auth-providers">auth providers page</DashboardLink> of your project, expand <strong>Phone</strong>, choose{' '}
            <strong>{p.name}</strong> as the SMS provider, and paste the values.
          </p>
        </Step>
        <Step title="Enable phone sign-in">
          <p>
            Turn on <strong>Phone enabled</strong> and save. Users can now request a code with <code>{'plinth.auth.signInWithOtp({ phone })'}</code> and sign in
            with <code>{"plinth.auth.verifyOtp({ phone, token, type: 'sms' })"}</code>.
          </p>
        </Step>
      </Steps>
    </Frame>
  );
}
