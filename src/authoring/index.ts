import type { ElementContent } from 'hast';
import type { RootContent } from 'mdast';
import { islandPlaceholder, type AuthoringComponent, type IslandComponent, type Props, type RenderState } from './kit/component';
import { Accordion } from './Accordion';
import { Admonition } from './Admonition';
import { AnonKey } from './AnonKey';
import { AppleSecretGenerator } from './AppleSecretGenerator';
import { AuthProvidersGrid } from './AuthProvidersGrid';
import { Card, CardGrid } from './CardGrid';
import { DatabaseSetupSteps } from './DatabaseSetupSteps';
import { ErrorChecks, ErrorCodes, ErrorResponse } from './ErrorCodes';
import { ExtensionsList } from './ExtensionsList';
import { JwtGenerator } from './JwtGenerator';
import { LogSchema } from './LogSchema';
import { Mermaid } from './Mermaid';
import { PhoneProviderSetup } from './PhoneProviderSetup';
import { ProjectCredentials } from './ProjectCredentials';
import { ProjectSetupSteps } from './ProjectSetupSteps';
import { ProjectUrl } from './ProjectUrl';
import { RealtimeLimitsEstimator } from './RealtimeLimitsEstimator';
import { RealtimeLimitsTable } from './RealtimeLimitsTable';
import { SocialProviderSetup } from './SocialProviderSetup';
import { Step, Steps } from './Steps';
import { Tab, Tabs } from './Tabs';

/**
 * The authoring vocabulary: every component a page may use without importing it, by the name the
 * page writes, each defined in its own folder of src/authoring/ (props, static HTML or island
 * placeholder, Markdown). The content pipeline checks pages against it (src/content/remark-validate.ts),
 * renders with it (src/content/compile.ts) and writes the twins with it (src/content/to-markdown.ts).
 * An island's React component is registered by the same name in ./islands.ts, which TypeScript
 * holds to exactly the names below that have an `island`.
 */
export const VOCABULARY = {
  Admonition,
  Tabs,
  Tab,
  Accordion,
  Steps,
  Step,
  CardGrid,
  Card,
  Mermaid,
  JwtGenerator,
  AppleSecretGenerator,
  ProjectSetupSteps,
  DatabaseSetupSteps,
  SocialProviderSetup,
  PhoneProviderSetup,
  AuthProvidersGrid,
  ExtensionsList,
  RealtimeLimitsEstimator,
  RealtimeLimitsTable,
  ProjectCredentials,
  ProjectUrl,
  AnonKey,
  LogSchema,
  ErrorCodes,
  ErrorResponse,
  ErrorChecks,
} satisfies Record<string, AuthoringComponent>;

type Vocabulary = typeof VOCABULARY;

/** A component's name, as a page writes it. */
export type AuthoringName = keyof Vocabulary;

/** The names of the components that are islands: each has exactly one React component in ./islands.ts. */
export type IslandName = { [K in AuthoringName]: Vocabulary[K] extends IslandComponent ? K : never }[AuthoringName];

export const AUTHORING_NAMES = Object.keys(VOCABULARY) as AuthoringName[];

export const knownComponentNames: ReadonlySet<string> = new Set(AUTHORING_NAMES);

/** The definition of a component a page wrote, or undefined for a name outside the vocabulary. */
export function componentNamed(name: string): AuthoringComponent | undefined {
  return Object.hasOwn(VOCABULARY, name) ? (VOCABULARY[name as AuthoringName] as AuthoringComponent) : undefined;
}

/** The islands that are credential panels (src/content/rehype-panel.ts tells them about the page's code samples). */
export const CREDENTIAL_PANELS: ReadonlySet<string> = new Set(AUTHORING_NAMES.filter((name) => componentNamed(name)?.island?.credentialPanel));

// A component that must sit in another names one of the vocabulary: checked once, when the vocabulary loads.
for (const name of AUTHORING_NAMES) {
  const parent = componentNamed(name)?.parent;
  if (parent !== undefined && !Object.hasOwn(VOCABULARY, parent))
    throw new Error(`src/authoring/${name}: its parent <${parent}> is not in the vocabulary (src/authoring/index.ts)`);
}

/**
 * A component as static HTML, or its island's placeholder; undefined for a name outside the
 * vocabulary. Its props were checked when the page was validated (src/content/remark-validate.ts).
 */
export function renderComponent(name: string, props: Props, children: ElementContent[], state: RenderState): ElementContent | ElementContent[] | undefined {
  const component = componentNamed(name);
  if (!component) return undefined;
  const valid = component.props.parse(props) as Props;
  return component.island ? islandPlaceholder(name, valid, component.island) : component.render(valid, children, state);
}

/** A component in the page's Markdown twin; undefined for a name outside the vocabulary. */
export function componentMarkdown(name: string, props: Props, children: RootContent[]): RootContent[] | undefined {
  const component = componentNamed(name);
  return component?.markdown(component.props.parse(props), children);
}
