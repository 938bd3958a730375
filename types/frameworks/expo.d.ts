 
/**
 * The Expo modules the guides' React Native samples use: native Sign in with Apple, deep links,
 * the in-app browser for OAuth, encrypted storage and the Expo Router. Only the calls the samples
 * make are declared, loosely. See README.md.
 */
declare module 'expo-apple-authentication' {
  export enum AppleAuthenticationScope {
    FULL_NAME = 0,
    EMAIL = 1,
  }
  export interface AppleAuthenticationCredential {
    user: string;
    identityToken: string | null;
    authorizationCode: string | null;
    email: string | null;
    fullName: { givenName: string | null; familyName: string | null; [part: string]: string | null } | null;
  }
  export function signInAsync(options?: { requestedScopes?: AppleAuthenticationScope[]; nonce?: string; state?: string }): Promise<AppleAuthenticationCredential>;
  export function isAvailableAsync(): Promise<boolean>;
  export const AppleAuthenticationButton: import('react').ComponentType<any>;
  export const AppleAuthenticationButtonType: Record<string, any>;
  export const AppleAuthenticationButtonStyle: Record<string, any>;
}

declare module 'expo-linking' {
  /** A URL into this app, such as `myapp://auth/callback` (or an Expo Go URL in development). */
  export function createURL(path: string, options?: { queryParams?: Record<string, string>; scheme?: string }): string;
  export function parse(url: string): { scheme: string | null; hostname: string | null; path: string | null; queryParams: Record<string, string | string[] | undefined> | null };
  /** The URL that opened the app, or the last deep link it received (a React hook). */
  export function useURL(): string | null;
  export function getInitialURL(): Promise<string | null>;
  export function addEventListener(type: 'url', listener: (event: { url: string }) => void): { remove(): void };
}

declare module 'expo-web-browser' {
  export type WebBrowserAuthSessionResult = { type: 'success'; url: string } | { type: 'cancel' | 'dismiss' | 'locked' };
  /** Opens `url` in an in-app browser and resolves when it redirects to `redirectUrl`. */
  export function openAuthSessionAsync(url: string, redirectUrl?: string | null, options?: Record<string, any>): Promise<WebBrowserAuthSessionResult>;
  /** Completes a pending auth session on web; harmless on native. */
  export function maybeCompleteAuthSession(): { type: 'success' | 'failed'; message?: string };
}

declare module 'expo-secure-store' {
  export function getItemAsync(key: string, options?: Record<string, any>): Promise<string | null>;
  export function setItemAsync(key: string, value: string, options?: Record<string, any>): Promise<void>;
  export function deleteItemAsync(key: string, options?: Record<string, any>): Promise<void>;
}

declare module 'expo-router' {
  export const Stack: import('react').ComponentType<any> & { Screen: import('react').ComponentType<any> };
  export const Slot: import('react').ComponentType<any>;
  export function useRouter(): { push(href: string): void; replace(href: string): void; back(): void };
  export function useLocalSearchParams<T extends Record<string, string | string[] | undefined> = Record<string, string | string[] | undefined>>(): T;
  export function Redirect(props: { href: string }): any;
}
