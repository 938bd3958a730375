import type { ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';

/* eslint-disable @typescript-eslint/no-explicit-any -- each island takes its own props, read from its placeholder's JSON */
type IslandComponent = ComponentType<any>;

/**
 * Every island a page can hold, by the name its placeholder carries (`data-island`). Each is its
 * own chunk, fetched only when a page has that island and it comes near the viewport (once for
 * every placeholder of that name; asked again after a failed fetch: src/lib/load-once.ts). Placeholders
 * are written by the content pipeline (src/content/render-components.ts) and the reference pages.
 */
export const ISLANDS: Record<string, () => Promise<IslandComponent>> = {
  Mermaid: loadOnce(() => import('@/widgets/mermaid/Mermaid').then((m) => m.Mermaid)),
  JwtGenerator: loadOnce(() => import('@/widgets/jwt-generator/JwtGeneratorWidget').then((m) => m.default)),
  AppleSecretGenerator: loadOnce(() => import('@/widgets/apple-secret/AppleSecretWidget').then((m) => m.default)),
  RealtimeLimitsEstimator: loadOnce(() => import('@/widgets/realtime-limits/Estimator').then((m) => m.default)),
  RealtimeLimitsTable: loadOnce(() => import('@/widgets/realtime-limits/RealtimeLimitsTable').then((m) => m.RealtimeLimitsTable)),
  ExtensionsList: loadOnce(() => import('@/widgets/extensions/ExtensionsList').then((m) => m.ExtensionsList)),
  AuthProvidersGrid: loadOnce(() => import('@/widgets/auth-providers/AuthProvidersGrid').then((m) => m.AuthProvidersGrid)),
  ProjectSetupSteps: loadOnce(() => import('@/widgets/setup-steps/SetupSteps').then((m) => m.ProjectSetupSteps)),
  DatabaseSetupSteps: loadOnce(() => import('@/widgets/setup-steps/SetupSteps').then((m) => m.DatabaseSetupSteps)),
  SocialProviderSetup: loadOnce(() => import('@/widgets/setup-steps/SetupSteps').then((m) => m.SocialProviderSetup)),
  PhoneProviderSetup: loadOnce(() => import('@/widgets/setup-steps/SetupSteps').then((m) => m.PhoneProviderSetup)),
  ProjectCredentials: loadOnce(() => import('@/panel/mdx').then((m) => m.ProjectCredentials)),
  ProjectUrl: loadOnce(() => import('@/panel/mdx').then((m) => m.ProjectUrl)),
  AnonKey: loadOnce(() => import('@/panel/mdx').then((m) => m.AnonKey)),
  CommandBuilder: loadOnce(() => import('@/components/cli/CommandBuilder').then((m) => m.default)),
  CodeCredentials: loadOnce(() => import('@/panel/CodeCredentials').then((m) => m.CodeCredentials)),
};
