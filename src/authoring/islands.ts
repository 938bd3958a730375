import type { ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import type { IslandName } from './index';

/* eslint-disable @typescript-eslint/no-explicit-any -- each island takes its own props, read from its placeholder's JSON */
export type IslandLoader = () => Promise<ComponentType<any>>;

/**
 * The React component of every authoring component that is an island, by its name: one line per
 * folder. Typed by the vocabulary (./index.ts): a name missing here, or one that is not an island
 * there, fails the type check. Only types come from the vocabulary, so the browser gets these
 * loaders and nothing of the build half. Each component is its own chunk, fetched only when a page
 * has that island and it comes near the viewport (src/islands/IslandHost.tsx).
 */
export const AUTHORING_ISLANDS: { readonly [K in IslandName]: IslandLoader } = {
  Mermaid: loadOnce(() => import('./Mermaid/Mermaid').then((m) => m.Mermaid)),
  JwtGenerator: loadOnce(() => import('./JwtGenerator/JwtGeneratorWidget').then((m) => m.default)),
  AppleSecretGenerator: loadOnce(() => import('./AppleSecretGenerator/AppleSecretWidget').then((m) => m.default)),
  RealtimeLimitsEstimator: loadOnce(() => import('./RealtimeLimitsEstimator/Estimator').then((m) => m.default)),
  RealtimeLimitsTable: loadOnce(() => import('./RealtimeLimitsTable/RealtimeLimitsTable').then((m) => m.RealtimeLimitsTable)),
  ExtensionsList: loadOnce(() => import('./ExtensionsList/ExtensionsList').then((m) => m.ExtensionsList)),
  AuthProvidersGrid: loadOnce(() => import('./AuthProvidersGrid/AuthProvidersGrid').then((m) => m.AuthProvidersGrid)),
  ProjectSetupSteps: loadOnce(() => import('./ProjectSetupSteps/ProjectSetupSteps').then((m) => m.ProjectSetupSteps)),
  DatabaseSetupSteps: loadOnce(() => import('./DatabaseSetupSteps/DatabaseSetupSteps').then((m) => m.DatabaseSetupSteps)),
  SocialProviderSetup: loadOnce(() => import('./SocialProviderSetup/SocialProviderSetup').then((m) => m.SocialProviderSetup)),
  PhoneProviderSetup: loadOnce(() => import('./PhoneProviderSetup/PhoneProviderSetup').then((m) => m.PhoneProviderSetup)),
  ProjectCredentials: loadOnce(() => import('./ProjectCredentials/ProjectCredentials').then((m) => m.ProjectCredentials)),
  ProjectUrl: loadOnce(() => import('./ProjectUrl/ProjectUrl').then((m) => m.ProjectUrl)),
  AnonKey: loadOnce(() => import('./AnonKey/AnonKey').then((m) => m.AnonKey)),
};
