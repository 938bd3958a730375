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
import type { GuideComponentName } from '@/content/components';

/**
 * Every component a guide can use without importing it, one for each name in
 * src/content/components.ts (the type requires exactly those names; the build rejects any other).
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
} satisfies Record<GuideComponentName, MDXComponents[string]>;

/** HTML elements the pipeline produces, mapped to our renderers. */
export const elementComponents = {
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  pre: CodeBlock,
} satisfies MDXComponents;

export const mdxComponents: MDXComponents = { ...elementComponents, ...guideComponents };
