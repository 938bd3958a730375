/**
 * The sign-in providers Plinth Auth supports, as shown by `<AuthProvidersGrid />` and used by the
 * provider setup steps (`<SocialProviderSetup />`, `<PhoneProviderSetup />`), whose `provider` props
 * must name one. One entry per provider; the provider pages live at each entry's `href`.
 */

export type AuthType = 'social' | 'phone';

/** What each sign-in type is called under a provider's name, in the grid and in its Markdown. */
export const AUTH_TYPE_LABELS: Record<AuthType, string> = { social: 'Social login', phone: 'Phone (SMS)' };

/** Who maintains the integration: the Plinth team, or the community (reviewed, not run by us). */
export type Supporter = 'plinth' | 'community';

/** Our own text mark for a provider: initials on a coloured rounded square (no third-party artwork). */
export interface ProviderMark {
  text: string;
  /** Background colour of the square. */
  bg: string;
  /** Text colour; chosen for a contrast ratio of at least 4.5:1 against `bg`. */
  fg: string;
}

interface ProviderBase {
  /** Stable id: the `provider` value of the client calls and the last segment of `href`. */
  id: string;
  name: string;
  logo: ProviderMark;
  /** The provider's page in these docs. */
  href: string;
  /** Built and supported by Plinth. Community integrations are `false`. */
  official: boolean;
  supporter: Supporter;
  /** Available on the hosted platform. */
  platform: boolean;
  /** Available when you self-host Plinth Auth. */
  selfHosted: boolean;
  authType: AuthType;
  /** Where the reader creates the app or account at the provider. */
  consoleUrl: string;
  /** The name of that place, as the provider calls it. */
  consoleName: string;
}

export interface SocialProvider extends ProviderBase {
  authType: 'social';
  /** What the provider calls the field where the callback URL goes. */
  callbackField: string;
  /** What the provider calls the two credentials Plinth needs. */
  clientIdLabel: string;
  clientSecretLabel: string;
  /** One extra setting some providers need in the dashboard, such as a tenant or realm URL. */
  extraSetting?: string;
}

export interface PhoneProvider extends ProviderBase {
  authType: 'phone';
  /** The credentials and sender settings the dashboard asks for, in the provider's words. */
  credentials: readonly string[];
  /**
   * What the first setup step says, for a provider the generic step (get a phone number or sender
   * ID, trial accounts text only verified numbers) does not describe. Plain text, after the link
   * to the provider's console.
   */
  accountStep?: string;
}

export type AuthProvider = SocialProvider | PhoneProvider;

type SocialInput = Omit<SocialProvider, 'href' | 'authType' | 'official' | 'supporter' | 'platform' | 'selfHosted'>;
type PhoneInput = Omit<PhoneProvider, 'href' | 'authType' | 'platform' | 'selfHosted'>;

const social = (p: SocialInput): SocialProvider => ({
  ...p,
  href: `/guides/auth/social-login/auth-${p.id}`,
  authType: 'social',
  official: true,
  supporter: 'plinth',
  platform: true,
  selfHosted: true,
});

const phone = (p: PhoneInput): PhoneProvider => ({
  ...p,
  href: `/guides/auth/phone-login/${p.id}`,
  authType: 'phone',
  platform: true,
  selfHosted: true,
});

export const socialProviders: readonly SocialProvider[] = [
  social({
    id: 'apple',
    name: 'Apple',
    logo: { text: 'A', bg: '#000000', fg: '#ffffff' },
    consoleUrl: 'https://developer.apple.com/account/resources/identifiers/list/serviceId',
    consoleName: 'Apple Developer account (Certificates, Identifiers & Profiles)',
    callbackField: 'Return URLs',
    clientIdLabel: 'Services ID',
    clientSecretLabel: 'Secret key (a JWT signed with your .p8 key)',
  }),
  social({
    id: 'azure',
    name: 'Azure',
    logo: { text: 'Az', bg: '#0063b1', fg: '#ffffff' },
    consoleUrl: 'https://portal.azure.com/#view/Microsoft_AAD_RegisteredApps/ApplicationsListBlade',
    consoleName: 'Microsoft Entra ID app registrations in the Azure portal',
    callbackField: 'Redirect URI (platform: Web)',
    clientIdLabel: 'Application (client) ID',
    clientSecretLabel: 'Client secret value',
    extraSetting: 'Azure tenant URL, when only accounts of one tenant may sign in',
  }),
  social({
    id: 'bitbucket',
    name: 'Bitbucket',
    logo: { text: 'Bb', bg: '#0052cc', fg: '#ffffff' },
    consoleUrl: 'https://bitbucket.org/account/workspaces/',
    consoleName: 'Bitbucket workspace settings (OAuth consumers)',
    callbackField: 'Callback URL',
    clientIdLabel: 'Key',
    clientSecretLabel: 'Secret',
  }),
  social({
    id: 'discord',
    name: 'Discord',
    logo: { text: 'Dc', bg: '#4752c4', fg: '#ffffff' },
    consoleUrl: 'https://discord.com/developers/applications',
    consoleName: 'Discord Developer Portal',
    callbackField: 'OAuth2 Redirects',
    clientIdLabel: 'Client ID',
    clientSecretLabel: 'Client secret',
  }),
  social({
    id: 'facebook',
    name: 'Facebook',
    logo: { text: 'f', bg: '#0866ff', fg: '#ffffff' },
    consoleUrl: 'https://developers.facebook.com/apps',
    consoleName: 'Meta for Developers apps dashboard',
    callbackField: 'Valid OAuth Redirect URIs (Facebook Login settings)',
    clientIdLabel: 'App ID',
    clientSecretLabel: 'App secret',
  }),
  social({
    id: 'figma',
    name: 'Figma',
    logo: { text: 'Fg', bg: '#1e1e1e', fg: '#ffffff' },
    consoleUrl: 'https://www.figma.com/developers/apps',
    consoleName: 'Figma developer apps page',
    callbackField: 'Callback URL',
    clientIdLabel: 'Client ID',
    clientSecretLabel: 'Client secret',
  }),
  social({
    id: 'github',
    name: 'GitHub',
    logo: { text: 'GH', bg: '#24292f', fg: '#ffffff' },
    consoleUrl: 'https://github.com/settings/developers',
    consoleName: 'GitHub Developer settings (OAuth Apps)',
    callbackField: 'Authorization callback URL',
    clientIdLabel: 'Client ID',
    clientSecretLabel: 'Client secret',
  }),
  social({
    id: 'gitlab',
    name: 'GitLab',
    logo: { text: 'GL', bg: '#c73a14', fg: '#ffffff' },
    // A group owns production apps (every group owner can rotate the secret); the page explains the other owners.
    consoleUrl: 'https://gitlab.com/dashboard/groups',
    consoleName: "Applications settings of your GitLab group (the group's Settings, then Applications)",
    callbackField: 'Redirect URI',
    clientIdLabel: 'Application ID',
    clientSecretLabel: 'Secret',
    extraSetting: 'GitLab URL, only when you use a self-managed GitLab instance',
  }),
  social({
    id: 'google',
    name: 'Google',
    logo: { text: 'G', bg: '#1a73e8', fg: '#ffffff' },
    consoleUrl: 'https://console.cloud.google.com/apis/credentials',
    consoleName: 'Google Cloud console (APIs & Services → Credentials)',
    callbackField: 'Authorized redirect URIs',
    clientIdLabel: 'Client ID',
    clientSecretLabel: 'Client secret',
  }),
  social({
    id: 'kakao',
    name: 'Kakao',
    logo: { text: 'K', bg: '#fee500', fg: '#191919' },
    consoleUrl: 'https://developers.kakao.com/console/app',
    consoleName: 'Kakao Developers console',
    callbackField: 'Redirect URI (Kakao Login settings)',
    clientIdLabel: 'REST API key',
    clientSecretLabel: 'Client secret code',
  }),
  social({
    id: 'keycloak',
    name: 'Keycloak',
    logo: { text: 'Kc', bg: '#33414c', fg: '#ffffff' },
    consoleUrl: 'https://www.keycloak.org/docs/latest/server_admin/',
    consoleName: 'Keycloak admin console of your own server',
    callbackField: 'Valid redirect URIs',
    clientIdLabel: 'Client ID',
    clientSecretLabel: 'Client secret (Credentials tab)',
    extraSetting: 'Realm URL, such as https://keycloak.example.com/realms/myrealm',
  }),
  social({
    id: 'linkedin',
    name: 'LinkedIn',
    logo: { text: 'in', bg: '#0a66c2', fg: '#ffffff' },
    consoleUrl: 'https://www.linkedin.com/developers/apps',
    consoleName: 'LinkedIn Developers apps page',
    callbackField: 'Authorized redirect URLs for your app',
    clientIdLabel: 'Client ID',
    clientSecretLabel: 'Primary client secret',
  }),
  social({
    id: 'notion',
    name: 'Notion',
    logo: { text: 'N', bg: '#ffffff', fg: '#000000' },
    consoleUrl: 'https://www.notion.so/my-integrations',
    consoleName: 'Notion integrations page (public integration)',
    callbackField: 'Redirect URIs',
    clientIdLabel: 'OAuth client ID',
    clientSecretLabel: 'OAuth client secret',
  }),
  social({
    id: 'slack',
    name: 'Slack',
    logo: { text: 'S', bg: '#4a154b', fg: '#ffffff' },
    consoleUrl: 'https://api.slack.com/apps',
    consoleName: 'Slack API apps page',
    callbackField: 'Redirect URLs (OAuth & Permissions)',
    clientIdLabel: 'Client ID',
    clientSecretLabel: 'Client secret',
  }),
  social({
    id: 'spotify',
    name: 'Spotify',
    logo: { text: 'Sp', bg: '#116c33', fg: '#ffffff' },
    consoleUrl: 'https://developer.spotify.com/dashboard',
    consoleName: 'Spotify for Developers dashboard',
    callbackField: 'Redirect URIs',
    clientIdLabel: 'Client ID',
    clientSecretLabel: 'Client secret',
  }),
  social({
    id: 'twitch',
    name: 'Twitch',
    logo: { text: 'Tw', bg: '#6441a5', fg: '#ffffff' },
    consoleUrl: 'https://dev.twitch.tv/console/apps',
    consoleName: 'Twitch Developer Console',
    callbackField: 'OAuth Redirect URLs',
    clientIdLabel: 'Client ID',
    clientSecretLabel: 'Client secret',
  }),
  social({
    id: 'twitter',
    name: 'Twitter (X)',
    logo: { text: 'X', bg: '#000000', fg: '#ffffff' },
    consoleUrl: 'https://developer.x.com/en/portal/dashboard',
    consoleName: 'X Developer Portal',
    callbackField: 'Callback URI / Redirect URL (User authentication settings)',
    clientIdLabel: 'API key',
    clientSecretLabel: 'API key secret',
  }),
  social({
    id: 'workos',
    name: 'WorkOS',
    logo: { text: 'W', bg: '#6363f1', fg: '#ffffff' },
    consoleUrl: 'https://dashboard.workos.com/',
    consoleName: 'WorkOS dashboard',
    callbackField: 'Redirect URIs',
    clientIdLabel: 'Client ID',
    clientSecretLabel: 'API key (used as the client secret)',
    extraSetting: 'WorkOS URL (https://api.workos.com unless WorkOS gave you another)',
  }),
  social({
    id: 'zoom',
    name: 'Zoom',
    logo: { text: 'Z', bg: '#0b5cff', fg: '#ffffff' },
    consoleUrl: 'https://marketplace.zoom.us/develop/create',
    consoleName: 'Zoom App Marketplace (Develop → Build App)',
    callbackField: 'OAuth Redirect URL',
    clientIdLabel: 'Client ID',
    clientSecretLabel: 'Client secret',
  }),
];

export const phoneProviders: readonly PhoneProvider[] = [
  phone({
    id: 'messagebird',
    name: 'MessageBird',
    logo: { text: 'MB', bg: '#1c6bb8', fg: '#ffffff' },
    official: true,
    supporter: 'plinth',
    consoleUrl: 'https://dashboard.messagebird.com/',
    consoleName: 'MessageBird dashboard',
    credentials: ['Access key (live)', 'Originator: the sender number or alphanumeric sender ID'],
  }),
  phone({
    id: 'twilio',
    name: 'Twilio',
    logo: { text: 'T', bg: '#c8102e', fg: '#ffffff' },
    official: true,
    supporter: 'plinth',
    consoleUrl: 'https://console.twilio.com/',
    consoleName: 'Twilio Console',
    credentials: ['Account SID', 'Auth token', 'Messaging Service SID'],
  }),
  phone({
    id: 'vonage',
    name: 'Vonage',
    logo: { text: 'V', bg: '#000000', fg: '#ffffff' },
    official: true,
    supporter: 'plinth',
    consoleUrl: 'https://dashboard.nexmo.com/',
    consoleName: 'Vonage API dashboard',
    credentials: ['API key', 'API secret', 'From: the sender number or sender ID'],
  }),
  phone({
    id: 'textlocal',
    name: 'Textlocal',
    logo: { text: 'TL', bg: '#00607a', fg: '#ffffff' },
    official: false,
    supporter: 'community',
    consoleUrl: 'https://www.textlocal.in/',
    consoleName: 'Textlocal India account',
    credentials: ['API key', 'Sender: the approved sender name'],
    accountStep:
      'create an API key under Settings, then API Keys. Messages to Indian numbers go out under the 6-character sender (header) and the content template you registered under DLT and added to your Textlocal account; a phone number cannot be the sender.',
  }),
];

export const authProviders: readonly AuthProvider[] = [...socialProviders, ...phoneProviders];

export type SocialProviderId = (typeof socialProviders)[number]['id'];

export function findSocialProvider(id: string): SocialProvider | undefined {
  return socialProviders.find((p) => p.id === id);
}

export function findPhoneProvider(id: string): PhoneProvider | undefined {
  return phoneProviders.find((p) => p.id === id);
}
