import type { MDXComponents } from 'mdx/types';
import { AppleSecretGenerator } from './apple-secret/AppleSecretGenerator';
import { JwtGenerator } from './jwt-generator/JwtGenerator';
import { Mermaid } from './mermaid/Mermaid';
import { AuthProvidersGrid } from './auth-providers/AuthProvidersGrid';
import { ExtensionsList } from './extensions';
import { RealtimeLimitsEstimator } from './realtime-limits';
import { RealtimeLimitsTable } from './realtime-limits/RealtimeLimitsTable';
import { DatabaseSetupSteps, PhoneProviderSetup, ProjectSetupSteps, SocialProviderSetup } from './setup-steps/SetupSteps';

/**
 * Widgets available to every guide, by the name writers use in MDX. Each widget lives in its
 * own folder under src/widgets/ (component, pure logic, data, tests) and is listed here.
 */
export const widgetComponents = {
  JwtGenerator,
  AppleSecretGenerator,
  Mermaid,
  ProjectSetupSteps,
  DatabaseSetupSteps,
  SocialProviderSetup,
  PhoneProviderSetup,
  AuthProvidersGrid,
  ExtensionsList,
  RealtimeLimitsEstimator,
  RealtimeLimitsTable,
} satisfies MDXComponents;
