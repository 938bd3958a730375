/**
 * The authoring vocabulary: every component a page may use without importing it. The content
 * pipeline checks pages against this list (src/content/remark-components.ts) and never imports the
 * React components themselves; src/components/mdx/registry.tsx maps each name to its component, and
 * its type requires exactly these names.
 */
export const GUIDE_COMPONENT_NAMES = [
  'Admonition',
  'Tabs',
  'Tab',
  'Accordion',
  'Steps',
  'Step',
  'CardGrid',
  'Card',
  'JwtGenerator',
  'AppleSecretGenerator',
  'Mermaid',
  'ProjectSetupSteps',
  'DatabaseSetupSteps',
  'SocialProviderSetup',
  'PhoneProviderSetup',
  'AuthProvidersGrid',
  'ExtensionsList',
  'RealtimeLimitsEstimator',
  'RealtimeLimitsTable',
  'ProjectCredentials',
  'ProjectUrl',
  'AnonKey',
] as const;

export type GuideComponentName = (typeof GUIDE_COMPONENT_NAMES)[number];

export const knownComponentNames: ReadonlySet<string> = new Set(GUIDE_COMPONENT_NAMES);
