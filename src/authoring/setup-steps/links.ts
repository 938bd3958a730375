import { site } from '../../site.config';

/** Shown wherever the reader's project ref is not known (logged out, or no project picked). */
export const PROJECT_REF_PLACEHOLDER = '<project-ref>';

/** The path every OAuth provider must redirect to after the user approves sign-in. */
export const AUTH_CALLBACK_PATH = '/auth/v1/callback';

/** `https://<ref>.plinth.co`, or the placeholder form when the ref is unknown. */
export function projectUrlFor(ref: string | null): string {
  return ref ? site.projectUrl(ref) : site.projectUrlPlaceholder;
}

/** The OAuth callback URL to register with a provider: `https://<project-ref>.plinth.co/auth/v1/callback`. */
export function callbackUrlFor(ref: string | null): string {
  return `${projectUrlFor(ref)}${AUTH_CALLBACK_PATH}`;
}
