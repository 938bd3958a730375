import { z } from 'zod';
import { FEEDBACK_IDS } from '../lib/feedback';
import { LOG_SOURCES } from '../reference/logs';
import { phoneProviders, socialProviders } from './auth-providers';

/**
 * The authoring vocabulary: every component a page may use without importing it. The content
 * pipeline checks pages against this list (src/content/remark-validate.ts) and renders each with
 * its builder in src/content/render-components.ts, whose type requires exactly these names.
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
  'LogSchema',
] as const;

export type GuideComponentName = (typeof GUIDE_COMPONENT_NAMES)[number];

export const knownComponentNames: ReadonlySet<string> = new Set(GUIDE_COMPONENT_NAMES);

/**
 * What each component accepts, checked when a page compiles (src/content/remark-validate.ts): a
 * missing or misspelt prop fails the build with the page and line instead of rendering nothing.
 * Attribute values are strings (`type="note"`), `true` for a bare attribute (`dismissible`), or the
 * literal of an expression (`defaultOpen={false}`).
 */
export const COMPONENT_PROPS: Record<GuideComponentName, z.ZodType> = {
  Admonition: z
    .object({ type: z.enum(['note', 'tip', 'caution', 'danger']).optional(), title: z.string().min(1).optional(), dismissible: z.boolean().optional(), id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'an id is kebab-case').optional() })
    .strict()
    .refine((p) => !p.dismissible || p.id, { message: 'a dismissible alert needs an id="…" so the site can remember it was closed', path: ['id'] }),
  Tabs: z.object({ group: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a group is kebab-case').optional() }).strict(),
  Tab: z.object({ value: z.string().min(1), label: z.string().min(1) }).strict(),
  Accordion: z.object({ title: z.string().min(1), defaultOpen: z.boolean().optional() }).strict(),
  Steps: z.object({}).strict(),
  Step: z.object({ title: z.string().min(1) }).strict(),
  CardGrid: z.object({}).strict(),
  Card: z.object({ title: z.string().min(1), href: z.string().regex(/^(\/|https:\/\/)/, 'href is a site path or an https URL') }).strict(),
  JwtGenerator: z.object({}).strict(),
  AppleSecretGenerator: z.object({}).strict(),
  Mermaid: z.object({ chart: z.string().min(1) }).strict(),
  ProjectSetupSteps: z.object({}).strict(),
  DatabaseSetupSteps: z.object({}).strict(),
  SocialProviderSetup: z.object({ provider: z.enum(socialProviders.map((p) => p.id) as [string, ...string[]]) }).strict(),
  PhoneProviderSetup: z.object({ provider: z.enum(phoneProviders.map((p) => p.id) as [string, ...string[]]) }).strict(),
  AuthProvidersGrid: z.object({ type: z.enum(['social', 'phone']).optional() }).strict(),
  ExtensionsList: z.object({}).strict(),
  RealtimeLimitsEstimator: z.object({}).strict(),
  RealtimeLimitsTable: z.object({}).strict(),
  ProjectCredentials: z.object({}).strict(),
  ProjectUrl: z.object({}).strict(),
  AnonKey: z.object({}).strict(),
  LogSchema: z.object({ source: z.enum(LOG_SOURCES.map((s) => s.id) as [string, ...string[]]) }).strict(),
};

/** Components that only make sense inside another one. */
export const COMPONENT_PARENTS: Partial<Record<GuideComponentName, GuideComponentName>> = { Tab: 'Tabs', Step: 'Steps', Card: 'CardGrid' };

/**
 * Code fence flags the pipeline and the checks understand: `fragment` (not run or checked alone),
 * `deno` (an Edge Function sample), `logs` (a log explorer query, checked against the log sources).
 */
export const CODE_FENCE_FLAGS = ['fragment', 'deno', 'logs'] as const;

/** Element ids the page layout uses: a heading may not take one (the skip link, or a form's labels, would point at it). */
export const RESERVED_IDS = ['main-content', 'docs-search-input', 'docs-search-results', 'site-navigation', ...Object.values(FEEDBACK_IDS)] as const;
