 
/**
 * The deprecated Auth UI packages for React (`@plinth/auth-ui-react`, `@plinth/auth-ui-shared`), as
 * the Auth UI guide shows them for apps that still use them. Only the component and props that guide
 * uses are declared. See README.md.
 */
declare module '@plinth/auth-ui-shared' {
  /** The default theme: colours, spacing, fonts and radii for the Auth component. */
  export const ThemePlinth: Record<string, any>;
  /** A theme with fewer decorations, to style further with your own CSS. */
  export const ThemeMinimal: Record<string, any>;
}

declare module '@plinth/auth-ui-react' {
  import type { ComponentType } from 'react';
  import type { PlinthClient, Provider } from '@plinth/plinth-js';

  export type ViewType = 'sign_in' | 'sign_up' | 'magic_link' | 'forgotten_password' | 'update_password' | 'verify_otp';

  export interface AuthProps {
    plinthClient: PlinthClient;
    appearance?: { theme?: Record<string, any>; variables?: Record<string, any>; className?: Record<string, string>; [key: string]: any };
    theme?: 'default' | 'dark' | string;
    view?: ViewType;
    providers?: Provider[];
    redirectTo?: string;
    magicLink?: boolean;
    showLinks?: boolean;
    onlyThirdPartyProviders?: boolean;
    localization?: { variables?: Record<string, Record<string, string>> };
    [prop: string]: any;
  }

  /** A complete sign-in and sign-up form for the given Plinth client. */
  export const Auth: ComponentType<AuthProps>;
}
