import type { SectionNav } from '../types';

export const authNav: SectionNav = {
  id: 'auth',
  title: 'Auth',
  href: '/guides/auth',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/auth' }],
    },
    {
      title: 'Concepts',
      items: [
        { title: 'Users', href: '/guides/auth/users' },
        { title: 'Sessions', href: '/guides/auth/sessions' },
      ],
    },
    {
      title: 'Flows (How-tos)',
      items: [
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
      ],
    },
    {
      title: 'Security',
      items: [
        { title: 'JWTs', href: '/guides/auth/jwts' },
        { title: 'Row Level Security', href: '/guides/database/postgres/row-level-security' },
      ],
    },
  ],
};
