import { z } from 'zod';
import { findPhoneProvider, phoneProviders } from '../auth-providers/providers';
import { define } from '../kit/component';
import { code, link, list, paragraph, strong } from '../kit/markdown';
import { dashboard, dashboardAddress } from '../setup-steps/markdown';
import { stepsMarkdown } from '../Steps';

/** Set up an SMS provider for phone sign-in with one-time codes (./PhoneProviderSetup.tsx). */
export const PhoneProviderSetup = define({
  props: z.object({ provider: z.enum(phoneProviders.map((p) => p.id) as [string, ...string[]]) }).strict(),
  island: { label: 'provider setup steps' },
  markdown({ provider }) {
    const p = findPhoneProvider(provider)!;
    const console = link(p.consoleUrl, p.consoleName);
    return [
      stepsMarkdown([
        {
          title: `Create an account at ${p.name}`,
          body: [
            p.accountStep
              ? paragraph('In your ', console, `, ${p.accountStep}`)
              : paragraph(
                  'Sign up in the ',
                  console,
                  ' and get a sender: a phone number or, where the countries you send to allow it, an alphanumeric sender ID. Trial accounts can usually text only verified numbers, so upgrade before you go live.',
                ),
          ],
        },
        {
          title: 'Collect the credentials',
          body: [
            paragraph(`Plinth needs these values from your ${p.name} account:`),
            list(
              false,
              p.credentials.map((c) => [paragraph(c)]),
            ),
          ],
        },
        {
          title: 'Paste them into Plinth',
          body: [
            paragraph(
              'Open the ',
              dashboard('auth-providers', 'auth providers page'),
              ' of your project, expand ',
              strong('Phone'),
              ', choose ',
              strong(p.name),
              ' as the SMS provider, and paste the values.',
              ...dashboardAddress("A project's auth providers page", 'auth-providers'),
            ),
          ],
        },
        {
          title: 'Enable phone sign-in',
          body: [
            paragraph(
              'Turn on ',
              strong('Phone enabled'),
              ' and save. Users can now request a code with ',
              code('plinth.auth.signInWithOtp({ phone })'),
              ' and sign in with ',
              code("plinth.auth.verifyOtp({ phone, token, type: 'sms' })"),
              '.',
            ),
          ],
        },
      ]),
    ];
  },
});
