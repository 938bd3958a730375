import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseCliSpec } from '../cli/load-spec';
import { YAML_LIMITS } from '../sources/limits';
import { loadApi } from './api/load';
import { apiOverlaySchema } from './api/overlay-schema';
import type { ReferenceDoc, RefItem } from './model';
import { renderedSections } from '../content/reference-html';
import { parseSdkSpec } from './sdk/load';
import { parseConfigSpec } from './self-hosting/load';
import { parseSpecFile, readSpecFile } from '../sources/spec-file';

/**
 * Fault injection on the references' sources: specs that reach outside the repository, links that
 * run code, files built to exhaust the build. Each must fail with the file, the line (or the JSON
 * pointer) and the reason.
 */

/** The message of what `run` throws; fails the test when it throws nothing. */
async function failure(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('it was accepted: it should have failed the build');
}

const SDK_FILE = 'specs/sdk/dart/v1.yaml';
/** A minimal client library spec whose one function's description is `description` (line 8 on). */
const sdkSpec = (description: string) =>
  [
    'library: dart',
    'version: v1',
    'sections:',
    '  - id: database',
    '    title: Database',
    '    functions:',
    '      - id: select',
    '        title: Fetch data',
    `        description: ${JSON.stringify(description)}`,
    '        examples:',
    '          - id: basic',
    '            name: Basic',
    "            code: await plinth.from('countries').select();",
  ].join('\n');

describe('links that run code, in the specs, fail with file, line and path', () => {
  const cases: [string, string, RegExp][] = [
    ['an inline link', 'Read [this](javascript:alert(1)).', /link: the URL "javascript:alert\(1\)" uses the scheme "javascript:"/],
    ['an autolink', 'See <JaVaScRiPt:alert(1)>.', /link: .*"JaVaScRiPt:"/],
    ['an image', '![x](data:image/svg+xml;base64,PHN2Zz4=)', /image: .*"data:"/],
    ['a reference-style definition', 'See [the docs][d].\n\n[d]: vbscript:msgbox(1)', /link definition: .*"vbscript:"/],
  ];
  for (const [name, description, reason] of cases) {
    it(`refuses ${name} in a client library's description`, async () => {
      const message = await failure(() => parseSdkSpec(sdkSpec(description), SDK_FILE));
      expect(message).toMatch(new RegExp(`^${SDK_FILE}:9:\\d+: at sections\\[0\\]\\.functions\\[0\\]\\.description: `));
      expect(message).toMatch(reason);
    });
  }

  it('refuses one in a self-hosted service’s description', async () => {
    const spec = [
      'service: auth',
      'title: Auth server',
      'description: "[x](java&#x09;script:alert(1))"',
      'groups:',
      '  - { id: general, title: General }',
      'variables:',
      '  - { name: API_PORT, group: general, type: number, required: false, description: The port. }',
    ].join('\n');
    expect(await failure(() => parseConfigSpec(spec, 'specs/self-hosting/auth.yaml'))).toMatch(
      /^specs\/self-hosting\/auth\.yaml:3:\d+: at description: link: the URL "java\\tscript:alert\(1\)"/,
    );
  });

  it('refuses one in the Management API overlay', async () => {
    const overlay = 'tags:\n  Projects:\n    description: "[x](data:text/html,hi)"\noperations: {}\n';
    expect(await failure(() => parseSpecFile(overlay, 'specs/api/management-v1.overlay.yaml', apiOverlaySchema))).toMatch(
      /overlay\.yaml:3:\d+: at tags\.Projects\.description: link: .*"data:"/,
    );
  });

  it('refuses a CLI command link and a CLI info URL that run code', async () => {
    const valid = readFileSync('specs/cli/cli_v1_commands.yaml', 'utf8');
    const link = /^( +link: ).*$/m.exec(valid)!;
    const line = valid.slice(0, link.index).split('\n').length;
    const broken = valid.replace(link[0], `${link[1]}'javascript:alert(1)'`).replace(/^( +source: ).*$/m, '$1javascript:alert(1)');
    const message = await failure(() => parseCliSpec(broken, 'specs/cli/cli_v1_commands.yaml'));
    expect(message).toMatch(
      new RegExp(`specs/cli/cli_v1_commands\\.yaml:${line}:\\d+: at commands\\[\\d+\\]\\.links\\[0\\]\\.link: the URL "javascript:alert\\(1\\)"`),
    );
    expect(message).toMatch(/at info\.source: the URL "javascript:alert\(1\)"/);
  });

  it('refuses, when rendering, a URL that reached the model some other way, naming the reference and item', async () => {
    const item: RefItem = {
      id: 'select',
      title: 'select',
      description: 'From [the document](javascript:alert(1)).',
      paramGroups: [],
      examples: [],
      links: [{ name: 'More', href: ' javascript:alert(2)' }],
      depth: 0,
    };
    const doc: ReferenceDoc = {
      key: 'api',
      kind: 'api',
      title: 'API',
      label: 'API',
      description: 'd',
      versions: [],
      page: '/reference/api/introduction',
      language: 'bash',
      sections: [{ id: 's', title: 'S', items: [item] }],
    };
    const message = await failure(() => renderedSections(doc));
    expect(message).toMatch(/^reference api, item select: href: the URL "javascript:alert\(1\)".*; href: the URL " javascript:alert\(2\)"/);
  });
});

describe('the Management API document reads $refs only inside specs/, never from the network', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'plinth-refs-'));
  mkdirSync(path.join(root, 'specs/api'), { recursive: true });
  writeFileSync(path.join(root, 'secret.json'), JSON.stringify({ type: 'object', description: 'the deploy key is hunter2' }));
  symlinkSync(path.join(root, 'secret.json'), path.join(root, 'specs/api/link.json'));
  writeFileSync(path.join(root, 'specs/api/schemas.json'), JSON.stringify({ Project: { type: 'object', description: 'A project.' } }));
  writeFileSync(
    path.join(root, 'specs/api/management-v1.overlay.yaml'),
    'tags:\n  Other:\n    description: Everything.\noperations:\n  x:\n    description: Gets x.\n    example:\n      response: {}\n',
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const documentWith = (ref: string) =>
    writeFileSync(
      path.join(root, 'specs/api/management-v1.openapi.json'),
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: {
          '/v1/x': { get: { operationId: 'x', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: ref } } } } } } },
        },
      }),
    );
  const at = '^specs/api/management-v1\\.openapi\\.json at /paths/~1v1~1x/get/responses/200/content/application~1json/schema: ';

  const cases: [string, string, RegExp][] = [
    ['a path climbing out with ../', '../../secret.json', /\$ref "\.\.\/\.\.\/secret\.json": leads to secret\.json, outside specs\//],
    ['an absolute path', '/etc/hostname', /\$ref "\/etc\/hostname": leads to \/etc\/hostname, outside specs\//],
    [
      'a file:// URL',
      `file://${root}/secret.json`,
      /\$ref "file:\/\/.*secret\.json": only files inside specs\/ are read; the build never downloads a URL or reads a file: address/,
    ],
    [
      'a symbolic link inside specs/ to a file outside',
      './link.json',
      /\$ref "\.\/link\.json": leads to secret\.json, outside specs\/:.*symbolic links are followed/,
    ],
  ];
  for (const [name, ref, reason] of cases) {
    it(`refuses ${name}, naming the file, the pointer and why`, async () => {
      documentWith(ref);
      const message = await failure(() => loadApi(root));
      expect(message).toMatch(new RegExp(at));
      expect(message).toMatch(reason);
      expect(message).not.toContain('hunter2');
    });
  }

  it('refuses an http: $ref without trying to download it', async () => {
    documentWith('http://127.0.0.1:9/schemas.json#/Project');
    const fetch = vi.spyOn(globalThis, 'fetch');
    const message = await failure(() => loadApi(root));
    expect(message).toMatch(
      new RegExp(`${at}\\$ref "http://127\\.0\\.0\\.1:9/schemas\\.json": only files inside specs/ are read; the build never downloads a URL`),
    );
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('still resolves a $ref to a file inside specs/', async () => {
    documentWith('./schemas.json#/Project');
    const api = await loadApi(root);
    expect(api.operations[0]!.operation.responses['200']).toMatchObject({ content: { 'application/json': { schema: { description: 'A project.' } } } });
  });

  it('refuses a schema nested 5,000 deep, naming the file and the pointer, without overflowing the stack', async () => {
    // Written as text: JSON.stringify itself overflows the stack on a value this deep.
    const schema = `${'{"type":"object","properties":{"a":'.repeat(5_000)}{"type":"string"}${'}}'.repeat(5_000)}`;
    writeFileSync(path.join(root, 'specs/api/deep.json'), `{"Deep":${schema}}`);
    documentWith('./deep.json#/Deep');
    const message = await failure(() => loadApi(root));
    expect(message).toMatch(
      new RegExp(`^specs/api/deep\\.json at /Deep(/properties/a)+(/properties)?: .*nested more than ${YAML_LIMITS.maxDepth} levels deep here`),
    );
  });

  it('refuses $refs that chain into a schema deeper than the limit once resolved, with the pointer', async () => {
    const schemas: Record<string, object> = { S0: { type: 'string' } };
    for (let i = 1; i <= 100; i++) schemas[`S${i}`] = { type: 'object', properties: { next: { $ref: `#/S${i - 1}` } } };
    writeFileSync(path.join(root, 'specs/api/chain.json'), JSON.stringify(schemas));
    documentWith('./chain.json#/S100');
    const message = await failure(() => loadApi(root));
    expect(message).toMatch(
      new RegExp(
        `^specs/api/management-v1\\.openapi\\.json at /paths/~1v1~1x/get/responses/200/content/application~1json/schema(/properties/next)+(/properties)?: the document with its \\$refs resolved is nested more than ${YAML_LIMITS.maxDepth} levels`,
      ),
    );
  });

  it('reads a spec file only from inside specs/', async () => {
    expect(await failure(() => readSpecFile('specs/api/link.json', root))).toMatch(/^specs\/api\/link\.json:1:1: leads to secret\.json, outside specs\//);
    expect(await failure(() => readSpecFile('specs/../secret.json', root))).toMatch(/outside specs\//);
  });
});

describe('YAML built to exhaust the build fails fast with file and line', () => {
  const FILE = 'specs/sdk/dart/v1.yaml';
  it('refuses an alias bomb at its first alias', async () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...['b', 'c', 'd', 'e', 'f', 'g'].map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcdef'[i]}`).join(', ')}]`),
    ].join('\n');
    expect(await failure(() => parseSdkSpec(bomb, FILE))).toMatch(
      new RegExp(`^${FILE}:2:\\d+: too many aliases: .*maxAliasCount, ${YAML_LIMITS.maxAliasCount}`),
    );
  });

  it('refuses a document nested deeper than the limit, at the first node past it', async () => {
    const deep = `library: dart\nversion: v1\nsections:\n${Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i + 1)}- `).join('\n')}x`;
    expect(await failure(() => parseSdkSpec(deep, FILE))).toMatch(
      new RegExp(`^${FILE}:\\d+:\\d+: the document is nested more than ${YAML_LIMITS.maxDepth} levels deep here`),
    );
  });

  it('refuses flow collections nested 100,000 deep before parsing them', async () => {
    expect(await failure(() => parseSdkSpec(`sections: ${'['.repeat(100_000)}`, FILE))).toMatch(
      new RegExp(`^${FILE}:1:1: line 1 is 100010 characters long; the limit is ${YAML_LIMITS.maxLineLength}`),
    );
  });

  it('refuses a file over the size limit before parsing it', async () => {
    const big = `library: dart\n${'# a comment line that is here only to make the file big\n'.repeat(80_000)}`;
    expect(await failure(() => parseSdkSpec(big, FILE))).toMatch(new RegExp(`^${FILE}:1:1: the file is \\d+ bytes; the limit is ${YAML_LIMITS.maxBytes}`));
  });

  it('lists at most 20 syntax errors of a broken file, then how many more', async () => {
    const errors = await failure(() => parseSdkSpec('a:\n' + '[\n'.repeat(3000) + ']\n'.repeat(3000), FILE));
    expect(errors).toMatch(/and \d+ more YAML errors/);
    expect(errors.split('\n').length).toBeLessThanOrEqual(22);
  });
});
