import { z } from 'zod';
import { findSocialProvider, socialProviders } from '../auth-providers/providers';
import { define } from '../kit/component';
import { code, link, paragraph, strong } from '../kit/markdown';
import { callbackUrlFor, PROJECT_REF_PLACEHOLDER } from '../setup-steps/links';
import { dashboard, dashboardAddress } from '../setup-steps/markdown';
import { stepsMarkdown } from '../Steps';

/** Register an OAuth app at a social provider and turn the provider on in Plinth (./SocialProviderSetup.tsx). */
export const SocialProviderSetup = define({
  props: z.object({ provider: z.enum(socialProviders.map((p) => p.id) as [string, ...string[]]) }).strict(),
  island: { label: 'provider setup steps' },
  markdown({ provider }) {
    const p = findSocialProvider(provider)!;
    return [
      stepsMarkdown([
        {
          title: `Create an OAuth app at ${p.name}`,
          body: [
            paragraph(
              'In the ',
              link(p.consoleUrl, p.consoleName),
              `, create an app for your product. Users see its name and logo on ${p.name}'s consent screen, so use your product's.`,
            ),
          ],
        },
        {
          title: 'Set the callback URL',
          body: [
            paragraph(
              "Enter this URL in the app's ",
              strong(p.callbackField),
              ` setting. ${p.name} sends users back to it after they approve the sign-in; Plinth then finishes the sign-in and redirects to your app.`,
            ),
            paragraph('Callback URL: ', code(callbackUrlFor(null))),
            paragraph('Replace ', code(PROJECT_REF_PLACEHOLDER), " with your project's ref, or log in to the docs to see your own URL."),
          ],
        },
        {
          title: 'Paste the credentials into Plinth',
          body: [
            paragraph(
              'Copy the ',
              strong(p.clientIdLabel),
              ' and the ',
              strong(p.clientSecretLabel),
              ` from ${p.name}. Open the `,
              dashboard('auth-providers', 'auth providers page'),
              ' of your project, expand ',
              strong(p.name),
              ', and paste them into the client ID and client secret fields.',
              ...(p.extraSetting ? [' Also fill in the ', strong(p.extraSetting), '.'] : []),
              ...dashboardAddress("A project's auth providers page", 'auth-providers'),
            ),
          ],
        },
        {
          title: `Enable ${p.name}`,
          body: [
            paragraph(
              'Turn on ',
              strong(`${p.name} enabled`),
              ' and save. Your app can now start the sign-in with ',
              code(`plinth.auth.signInWithOAuth({ provider: '${p.id}' })`),
              '.',
            ),
          ],
        },
      ]),
    ];
  },
});
