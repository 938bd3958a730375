import { findSocialProvider, socialProviders } from '../auth-providers/providers';
import { Step, Steps } from '../Steps/Steps';
import { CallbackUrl, DashboardLink } from '../setup-steps/client';
import { External, Frame, unknownProvider } from '../setup-steps/parts';

/** Register an OAuth app at a social provider and turn the provider on in Plinth. */
export function SocialProviderSetup({ provider }: { provider: string }) {
  const p =
    findSocialProvider(provider) ??
    unknownProvider(
      'SocialProviderSetup',
      provider,
      socialProviders.map((s) => s.id),
    );
  return (
    <Frame label={`${p.name} setup steps`}>
      <Steps>
        <Step title={`Create an OAuth app at ${p.name}`}>
          <p>
            In the <External href={p.consoleUrl}>{p.consoleName}</External>, create an app for your product. Users see its name and logo on {p.name}&apos;s
            consent screen, so use your product&apos;s.
          </p>
        </Step>
        <Step title="Set the callback URL">
          <p>
            Enter this URL in the app&apos;s <strong>{p.callbackField}</strong> setting. {p.name} sends users back to it after they approve the sign-in; Plinth
            then finishes the sign-in and redirects to your app.
          </p>
          <CallbackUrl />
        </Step>
        <Step title="Paste the credentials into Plinth">
          <p>
            Copy the <strong>{p.clientIdLabel}</strong> and the <strong>{p.clientSecretLabel}</strong> from {p.name}. Open the{' '}
            <DashboardLink page="auth-providers">auth providers page</DashboardLink> of your project, expand <strong>{p.name}</strong>, and paste them into the
            client ID and client secret fields.
            {p.extraSetting ? (
              <>
                {' '}
                Also fill in the <strong>{p.extraSetting}</strong>.
              </>
            ) : null}
          </p>
        </Step>
        <Step title={`Enable ${p.name}`}>
          <p>
            Turn on <strong>{p.name} enabled</strong> and save. Your app can now start the sign-in with{' '}
            <code>{`plinth.auth.signInWithOAuth({ provider: '${p.id}' })`}</code>.
          </p>
        </Step>
      </Steps>
    </Frame>
  );
}
