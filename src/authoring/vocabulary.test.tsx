import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import type { Root } from 'mdast';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { twinProblems } from '../../tests/content/twin-check';
import { phoneProviders, socialProviders } from './auth-providers/providers';
import { AUTHORING_ISLANDS, type IslandLoader } from './islands';
import { RenderState } from './kit/component';
import { Step as ReactStep, Steps as ReactSteps } from './Steps/Steps';
import { AUTHORING_NAMES, componentMarkdown, componentNamed, renderComponent, type IslandName } from '.';

const markdownOf = (name: string, props: Record<string, unknown>) =>
  unified()
    .use(remarkGfm)
    .use(remarkStringify, { bullet: '-', fences: true })
    .stringify({ type: 'root', children: componentMarkdown(name, props, [])! } as Root);

/** Every prop combination a page can give a widget that changes what it shows. */
const SAMPLES: Partial<Record<IslandName, Record<string, unknown>[]>> = {
  SocialProviderSetup: socialProviders.map((p) => ({ provider: p.id })),
  PhoneProviderSetup: phoneProviders.map((p) => ({ provider: p.id })),
  AuthProvidersGrid: [{}, { type: 'social' }, { type: 'phone' }],
};

describe('every widget has its content in Markdown, whole', () => {
  // The islands the build renders into the page (builder/islands-ssr.tsx): their HTML is what the twin must hold.
  const rendered = AUTHORING_NAMES.filter((name) => {
    const island = componentNamed(name)?.island;
    return island && !island.clientOnly && !island.credentialPanel;
  }) as IslandName[];

  it('covers the widgets the build renders', () => {
    expect(rendered).toEqual(
      expect.arrayContaining([
        'ProjectSetupSteps',
        'DatabaseSetupSteps',
        'SocialProviderSetup',
        'PhoneProviderSetup',
        'AuthProvidersGrid',
        'ExtensionsList',
        'RealtimeLimitsTable',
      ]),
    );
  });

  it.for(rendered.flatMap((name) => (SAMPLES[name] ?? [{}]).map((props) => [name, JSON.stringify(props), props] as const)))(
    '%s %s',
    async ([name, , props]) => {
      const component = (await (AUTHORING_ISLANDS[name] as IslandLoader)()) as ComponentType<Record<string, unknown>>;
      const html = renderToStaticMarkup(createElement(component, props));
      expect(twinProblems(html, markdownOf(name, props))).toEqual([]);
    },
  );

  it('gives every social provider its callback URL, in the project URL placeholder', () => {
    for (const p of socialProviders)
      expect(markdownOf('SocialProviderSetup', { provider: p.id })).toContain('`https://<project-ref>.plinth.co/auth/v1/callback`');
  });

  it('says where the credentials are, with the dashboard address', () => {
    expect(markdownOf('ProjectCredentials', {})).toContain('`https://app.plinth.co/dashboard/project/<project-ref>/settings/api`');
    expect(markdownOf('ProjectCredentials', {})).toContain('(https://app.plinth.co/dashboard/projects)');
    expect(markdownOf('ProjectUrl', {})).toMatch(/^Your project URL is .*`https:\/\/<project-ref>\.plinth\.co`/);
    expect(markdownOf('AnonKey', {})).toMatch(/^Your anon key is /);
  });

  it('says what a generator does, so it can be done without the page: the claims, the key and the algorithm', () => {
    expect(markdownOf('JwtGenerator', {})).toMatch(/`\{"alg":"HS256","typ":"JWT"\}`.*`iss` \(`plinth`\), `role` \(`anon` or `service_role`\)/);
    expect(markdownOf('AppleSecretGenerator', {})).toMatch(/ES256.*`aud` \(`https:\/\/appleid\.apple\.com`\)/);
    expect(markdownOf('RealtimeLimitsEstimator', {})).toContain('divided by 4');
  });
});

describe('the vocabulary and its islands', () => {
  it('has each island registered by its name, and only those', () => {
    const islands = AUTHORING_NAMES.filter((name) => componentNamed(name)?.island);
    expect(Object.keys(AUTHORING_ISLANDS).sort()).toEqual([...islands].sort());
  });

  it('is held to the names by TypeScript', () => {
    // @ts-expect-error Admonition is static HTML: it has no island.
    const notAnIsland: IslandName = 'Admonition';
    // @ts-expect-error a name outside the vocabulary cannot be given an island.
    const extra: typeof AUTHORING_ISLANDS = { ...AUTHORING_ISLANDS, Nope: AUTHORING_ISLANDS.Mermaid };
    const { Mermaid: _dropped, ...rest } = AUTHORING_ISLANDS;
    // @ts-expect-error an island of the vocabulary without its component.
    const missing: typeof AUTHORING_ISLANDS = rest;
    expect([notAnIsland, extra, missing]).toHaveLength(3);
  });

  it('names only parents it holds', () => {
    for (const name of AUTHORING_NAMES) {
      const parent = componentNamed(name)?.parent;
      if (parent) expect(AUTHORING_NAMES).toContain(parent);
    }
  });

  // The build half runs in Node when a page compiles; the browser's registry must not pull it in.
  const localImports = (file: string, { dynamic }: { dynamic: boolean }): string[] => {
    const text = readFileSync(file, 'utf8');
    const specs = [...text.matchAll(/^import (?!type )[^'"]*from '([^']+)'/gm), ...(dynamic ? [...text.matchAll(/\bimport\('([^']+)'\)/g)] : [])].map(
      (m) => m[1]!,
    );
    return specs.map((spec) => {
      if (!spec.startsWith('.') && !spec.startsWith('@/')) return spec;
      const base = spec.startsWith('@/') ? path.join('src', spec.slice(2)) : path.join(path.dirname(file), spec);
      return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f)) ?? base;
    });
  };

  it('keeps React and every island out of the build half', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of localImports(file, { dynamic: true })) if (spec.startsWith('src/')) visit(spec);
      expect(
        localImports(file, { dynamic: true }).filter((spec) => /^react(-dom)?(\/|$)/.test(spec) || spec.endsWith('.tsx')),
        file,
      ).toEqual([]);
    };
    visit('src/authoring/index.ts');
    expect(seen.size).toBeGreaterThan(30);
  });

  it('keeps the build half out of the browser: the islands registry loads only components', () => {
    expect(localImports('src/authoring/islands.ts', { dynamic: false })).toEqual(['src/lib/load-once.ts']);
    expect(
      localImports('src/authoring/islands.ts', { dynamic: true })
        .filter((spec) => spec.startsWith('src/authoring/'))
        .every((spec) => spec.endsWith('.tsx')),
    ).toBe(true);
  });
});

describe('one Steps markup', () => {
  it("is the same for a guide's <Steps> and a widget's", () => {
    const state = new RenderState();
    const step = renderComponent('Step', { title: 'Create' }, [h('p', 'Do it.')], state)!;
    const guide = toHtml(renderComponent('Steps', {}, [step as never], state) as never);
    const widget = renderToStaticMarkup(
      <ReactSteps>
        <ReactStep title="Create">
          <p>Do it.</p>
        </ReactStep>
      </ReactSteps>,
    );
    // Compared as parsed HTML: React and hast escape attributes each their own way.
    const parsed = (html: string) => toHtml(fromHtml(html, { fragment: true }));
    expect(parsed(guide)).toBe(parsed(widget));
    expect(guide).toContain('before:content-[counter(step)]');
  });
});
