import type { ComponentType } from 'react';

/* eslint-disable @typescript-eslint/no-explicit-any -- each island takes its own props, read from its placeholder's JSON */
type IslandComponent = ComponentType<any>;

/**
 * Every island a page can hold, by the name its placeholder carries (`data-island`). Each is its
 * own chunk, fetched only when a page has that island and it comes near the viewport. Placeholders
 * are written by the content pipeline (src/content/render-components.ts) and the reference pages.
 */
export const ISLANDS: Record<string, () => Promise<IslandComponent>> = {
  Mermaid: () => import('@/widgets/mermaid/Mermaid').then((m) => m.Mermaid),
  JwtGenerator: () => import('@/widgets/jwt-generator/JwtGeneratorWidget').then((m) => m.default),
  AppleSecretGenerator: () => import('@/widgets/apple-secret/AppleSecretWidget').then((m) => m.default),
  RealtimeLimitsEstimator: () => import('@/widgets/realtime-limits/Estimator').then((m) => m.default),
  RealtimeLimitsTable: () => import('@/widgets/realtime-limits/RealtimeLimitsTable').then((m) => m.RealtimeLimitsTable),
  ExtensionsList: () => import('@/widgets/extensions/ExtensionsList').then((m) => m.ExtensionsList),
  AuthProvidersGrid: () => import('@/widgets/auth-providers/AuthProvidersGrid').then((m) => m.AuthProvidersGrid),
  ProjectSetupSteps: () => import('@/widgets/setup-steps/SetupSteps').then((m) => m.ProjectSetupSteps),
  DatabaseSetupSteps: () => import('@/widgets/setup-steps/SetupSteps').then((m) => m.DatabaseSetupSteps),
  SocialProviderSetup: () => import('@/widgets/setup-steps/SetupSteps').then((m) => m.SocialProviderSetup),
  PhoneProviderSetup: () => import('@/widgets/setup-steps/SetupSteps').then((m) => m.PhoneProviderSetup),
  ProjectCredentials: () => import('@/panel/mdx').then((m) => m.ProjectCredentials),
  ProjectUrl: () => import('@/panel/mdx').then((m) => m.ProjectUrl),
  AnonKey: () => import('@/panel/mdx').then((m) => m.AnonKey),
  CommandBuilder: () => import('@/components/cli/CommandBuilder').then((m) => m.default),
  CodeCredentials: () => import('@/panel/CodeCredentials').then((m) => m.CodeCredentials),
};
