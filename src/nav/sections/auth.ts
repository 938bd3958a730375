import type { SectionNav } from '../types';

export const authNav: SectionNav = {
  id: 'auth',
  title: 'Auth',
  href: '/guides/auth',
  groups: [
    {
      items: [
        { title: 'Overview', href: '/guides/auth' },
        { title: 'Architecture', href: '/guides/auth/architecture' },
      ],
    },
    {
      title: 'Getting Started',
      items: [
        { title: 'Next.js', href: '/guides/auth/quickstarts/nextjs' },
        { title: 'React', href: '/guides/auth/quickstarts/react' },
        { title: 'React Native', href: '/guides/auth/quickstarts/react-native' },
      ],
    },
    {
      title: 'Concepts',
      items: [
        { title: 'Users', href: '/guides/auth/users' },
        { title: 'Identities', href: '/guides/auth/identities' },
        {
          title: 'Sessions',
          href: '/guides/auth/sessions',
          items: [
            { title: 'Implicit flow', href: '/guides/auth/sessions/implicit-flow' },
            { title: 'PKCE flow', href: '/guides/auth/sessions/pkce-flow' },
          ],
        },
      ],
    },
    {
      title: 'Flows (How-tos)',
      items: [
        {
          title: 'Server-Side Rendering',
          href: '/guides/auth/server-side',
          items: [
            { title: 'Next.js guide', href: '/guides/auth/server-side/nextjs' },
            { title: 'SvelteKit guide', href: '/guides/auth/server-side/sveltekit' },
            { title: 'Creating a client', href: '/guides/auth/server-side/creating-a-client' },
            { title: 'Migrating from Auth Helpers', href: '/guides/auth/server-side/migrating-to-ssr-from-auth-helpers' },
            { title: 'Advanced guide', href: '/guides/auth/server-side/advanced-guide' },
          ],
        },
        { title: 'Password-based', href: '/guides/auth/passwords' },
        { title: 'Email (Magic Link or OTP)', href: '/guides/auth/auth-email-passwordless' },
        {
          title: 'Phone Login',
          href: '/guides/auth/phone-login',
          items: [
            { title: 'MessageBird', href: '/guides/auth/phone-login/messagebird' },
            { title: 'Twilio', href: '/guides/auth/phone-login/twilio' },
            { title: 'Vonage', href: '/guides/auth/phone-login/vonage' },
            { title: 'Textlocal', href: '/guides/auth/phone-login/textlocal' },
          ],
        },
        {
          title: 'Social Login (OAuth)',
          href: '/guides/auth/social-login',
          items: [
            { title: 'Google', href: '/guides/auth/social-login/auth-google' },
            { title: 'Facebook', href: '/guides/auth/social-login/auth-facebook' },
            { title: 'Apple', href: '/guides/auth/social-login/auth-apple' },
            { title: 'Azure (Microsoft)', href: '/guides/auth/social-login/auth-azure' },
            { title: 'Twitter', href: '/guides/auth/social-login/auth-twitter' },
            { title: 'GitHub', href: '/guides/auth/social-login/auth-github' },
            { title: 'Gitlab', href: '/guides/auth/social-login/auth-gitlab' },
            { title: 'Bitbucket', href: '/guides/auth/social-login/auth-bitbucket' },
            { title: 'Discord', href: '/guides/auth/social-login/auth-discord' },
            { title: 'Figma', href: '/guides/auth/social-login/auth-figma' },
            { title: 'Kakao', href: '/guides/auth/social-login/auth-kakao' },
            { title: 'Keycloak', href: '/guides/auth/social-login/auth-keycloak' },
            { title: 'LinkedIn', href: '/guides/auth/social-login/auth-linkedin' },
            { title: 'Notion', href: '/guides/auth/social-login/auth-notion' },
            { title: 'Slack', href: '/guides/auth/social-login/auth-slack' },
            { title: 'Spotify', href: '/guides/auth/social-login/auth-spotify' },
            { title: 'Twitch', href: '/guides/auth/social-login/auth-twitch' },
            { title: 'WorkOS', href: '/guides/auth/social-login/auth-workos' },
            { title: 'Zoom', href: '/guides/auth/social-login/auth-zoom' },
          ],
        },
        {
          title: 'Enterprise SSO',
          href: '/guides/auth/enterprise-sso',
          items: [{ title: 'SAML 2.0', href: '/guides/auth/enterprise-sso/auth-sso-saml' }],
        },
        { title: 'Anonymous Sign-Ins', href: '/guides/auth/auth-anonymous' },
        { title: 'Mobile Deep Linking', href: '/guides/auth/native-mobile-deep-linking' },
        { title: 'Identity Linking', href: '/guides/auth/auth-identity-linking' },
        { title: 'Multi-Factor Authentication', href: '/guides/auth/auth-mfa' },
        { title: 'Signout', href: '/guides/auth/signout' },
      ],
    },
    {
      title: 'Configuration',
      items: [
        { title: 'General Configuration', href: '/guides/auth/general-configuration' },
        { title: 'Email Templates', href: '/guides/auth/auth-email-templates' },
        { title: 'Redirect URLs', href: '/guides/auth/redirect-urls' },
        { title: 'Auth Hooks', href: '/guides/auth/auth-hooks' },
        { title: 'Custom SMTP', href: '/guides/auth/auth-smtp' },
        { title: 'User Management', href: '/guides/auth/managing-user-data' },
      ],
    },
    {
      title: 'Security',
      items: [
        { title: 'Password Security', href: '/guides/auth/password-security' },
        { title: 'Rate Limits', href: '/guides/auth/rate-limits' },
        { title: 'Bot Detection (CAPTCHA)', href: '/guides/auth/auth-captcha' },
        { title: 'JWTs', href: '/guides/auth/jwts' },
        { title: 'Row Level Security', href: '/guides/database/postgres/row-level-security' },
        { title: 'Column Level Security', href: '/guides/database/postgres/column-level-security' },
        { title: 'Custom Claims & RBAC', href: '/guides/database/postgres/custom-claims-and-role-based-access-control-rbac' },
      ],
    },
    {
      title: 'Debugging',
      items: [{ title: 'Error Codes', href: '/guides/auth/debugging/error-codes' }],
    },
    {
      title: 'Auth UI',
      items: [
        { title: 'Auth UI (Deprecated)', href: '/guides/auth/auth-helpers/auth-ui' },
        { title: 'Flutter Auth UI', href: '/guides/auth/auth-helpers/flutter-auth-ui' },
      ],
    },
  ],
};
