import type { MDXComponents } from 'mdx/types';
import { Admonition } from './Admonition';
import { Card, CardGrid } from './Cards';
import { CodeBlock } from './CodeBlock';
import { Accordion } from './Disclosure';
import { makeHeading } from './Heading';
import { Step, Steps } from './Steps';
import { Tab, Tabs } from './Tabs';
import { panelComponents } from '@/panel/registry';
import { widgetComponents } from '@/widgets/registry';

/**
 * Every component a guide can use without importing it. The build rejects any other capitalised
 * tag (see src/content/remark-components.ts), so this object is the authoring vocabulary.
 */
export const guideComponents = {
  Admonition,
  Tabs,
  Tab,
  Accordion,
  Steps,
  Step,
  CardGrid,
  Card,
  ...widgetComponents,
  ...panelComponents,
} satisfies MDXComponents;

/** HTML elements the pipeline produces, mapped to our renderers. */
export const elementComponents = {
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  pre: CodeBlock,
} satisfies MDXComponents;

export const mdxComponents: MDXComponents = { ...elementComponents, ...guideComponents };
export const knownComponentNames: ReadonlySet<string> = new Set(Object.keys(guideComponents));
