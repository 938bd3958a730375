import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSdkSpecLocated, sdkSpecFile } from '../../src/reference/sdk/load';
import { REPO_ROOT } from '../../tools/sql/code-blocks';
import { readLanguageOf, readSample } from '../../src/content/call-chains';
import { clientCodeOf } from '../../src/references.config';
import { extraCallsFile, extraCallsProblems, factsNames, readExtraCalls } from '../../tools/content/client-calls';
import { sdkExampleProblems } from '../../tools/reference/sdk-examples';
import { readSdkFacts, sdkFactsDifferences, SDK_VERSIONS, type SdkFacts } from '../../tools/reference/sdk-facts';

/**
 * The client library references: each version's spec (specs/sdk/<library>/<version>.yaml) matches
 * its facts exactly (every function present, none invented, parameters where the facts list them)
 * and its examples are proven (type-checked or parsed, calling only the library's functions, their
 * data SQL run on Postgres). Failures name the file, line, function and what is wrong.
 */

const versions = Object.entries(SDK_VERSIONS).flatMap(([library, vs]) => vs.map((version) => ({ library, version, file: sdkSpecFile(library, version) })));

describe('client library references', () => {
  it('every library version the site lists has a spec', () => {
    expect(versions.filter((v) => !existsSync(path.join(REPO_ROOT, v.file))).map((v) => v.file)).toEqual([]);
  });

  describe.for(versions.filter((v) => existsSync(path.join(REPO_ROOT, v.file))))('$library $version', ({ library, version, file }) => {
    const { spec, located } = parseSdkSpecLocated(readFileSync(path.join(REPO_ROOT, file), 'utf8'), file);
    const facts = readSdkFacts(library, version);
    it('matches its facts', () => expect(sdkFactsDifferences(spec, facts)).toEqual([]));
    it('has proven examples', async () => expect(await sdkExampleProblems(spec, located, file)).toEqual([]), 300_000);
  });
});

describe('the checks catch what they are for', () => {
  const facts: SdkFacts = {
    library: 'javascript',
    version: 'v2',
    counts: { sections: 1, functions: 2, params: 1 },
    sections: [
      {
        id: 'database',
        title: 'Database',
        functions: [
          { id: 'select', title: 'Fetch data: select()', method: 'from(table).select', params: [{ name: 'columns', type: 'string', required: false }] },
          { id: 'insert', title: 'Create data: insert()', method: 'from(table).insert', params: [] },
        ],
      },
    ],
  };
  const text = (code: string, extra = '') => `library: javascript
version: v2
sections:
  - id: database
    title: Database
    functions:
      - id: select
        title: "Fetch data: select()"
        method: from(table).select
        description: Reads rows.
        params:
          - name: columns
            type: string
            required: true
            description: Which columns.
        examples:
          - id: basic
            name: Basic
            code: |
${code
  .split('\n')
  .map((l) => `              ${l}`)
  .join('\n')}
${extra}`;

  it('reports every schema problem of a file at once, with lines', () => {
    const bad = 'library: javascript\nversion: two\nsections:\n  - id: Database\n    title: Database\n    functions: []\n';
    expect(() => parseSdkSpecLocated(bad, 'specs/sdk/javascript/v2.yaml')).toThrow(
      /^3 problems:\n {2}specs\/sdk\/javascript\/v2\.yaml:2:10: at version: a version is "v" and a number\n {2}specs\/sdk\/javascript\/v2\.yaml:4:9: at sections\[0\]\.id: expected kebab-case.*\n {2}specs\/sdk\/javascript\/v2\.yaml:6:16: at sections\[0\]\.functions: Too small/,
    );
  });

  it('names each difference from the facts', () => {
    const { spec } = parseSdkSpecLocated(text("const { data } = await plinth.from('t').select()"), 'x.yaml');
    expect(sdkFactsDifferences(spec, facts)).toEqual([
      'section database: function insert is missing',
      'database › select: parameter columns is required, facts say not required',
    ]);
  });

  it("reads a facts name listed twice as the library's two parameters where the facts say so (dart v2 listUsers: page, then the per-page count)", () => {
    const listUsers = (params: string) =>
      parseSdkSpecLocated(
        `library: dart\nversion: v2\nsections:\n  - id: auth-admin\n    title: Auth Admin\n    functions:\n      - id: list-users\n        title: listUsers()\n        description: Lists users.\n        params:\n${params}        examples:\n          - id: e\n            name: E\n            code: x\n`,
        'specs/sdk/dart/v2.yaml',
      ).spec;
    const param = (name: string) => `          - name: ${name}\n            type: int\n            required: false\n            description: D.\n`;
    const dartFacts: SdkFacts = {
      library: 'dart',
      version: 'v2',
      counts: { sections: 1, functions: 1, params: 2 },
      sections: [
        {
          id: 'auth-admin',
          title: 'Auth Admin',
          functions: [
            {
              id: 'list-users',
              title: 'listUsers()',
              params: [
                { name: 'page', type: 'int', required: false },
                { name: 'page', type: 'int', required: false },
              ],
            },
          ],
        },
      ],
    };
    expect(sdkFactsDifferences(listUsers(param('page')), dartFacts)).toEqual(['auth-admin › list-users: parameter perPage is missing']);
    expect(sdkFactsDifferences(listUsers(param('page') + param('perPage')), dartFacts)).toEqual([]);
  });

  it('refuses an example that calls what the library does not have, or does not type-check', async () => {
    const { spec, located } = parseSdkSpecLocated(text("const { data } = await plinth.from('t').selectAll()"), 'x.yaml');
    const problems = await sdkExampleProblems(spec, located, 'x.yaml');
    expect(problems).toEqual([
      expect.stringMatching(/^x\.yaml:20: select › basic: calls "selectAll" on the client, which is not a function of javascript v2/),
      expect.stringMatching(/^x\.yaml:20: select › basic: Property 'selectAll' does not exist/),
    ]);
  });

  it('runs the data SQL of an example', async () => {
    const { spec, located } = parseSdkSpecLocated(
      text(
        "const { data } = await plinth.from('t').select()",
        '            data: |\n              create table t (id int);\n              insert into missing values (1);',
      ),
      'x.yaml',
    );
    expect(await sdkExampleProblems(spec, located, 'x.yaml')).toEqual([
      expect.stringMatching(/x\.yaml:\d+: select › basic: its data SQL fails: relation "missing" does not exist/),
    ]);
  });

  it('follows client call chains across lines, generics, closures and optional chaining', async () => {
    const chains = async (fence: string, code: string) => (await readSample(code, readLanguageOf(fence)!)).chains;
    const names = async (fence: string, code: string) => (await chains(fence, code)).map((c) => c.members.map((m) => m.name));
    const kotlin = 'val rows = plinth.from("countries")\n    .select { filter { eq("id", 1) } }\n    .decodeList<Country>()';
    expect((await chains('kotlin', kotlin))[0]!.members.map((m) => [m.name, m.line])).toEqual([
      ['from', 0],
      ['select', 1],
      ['decodeList', 2],
    ]);
    expect(await names('csharp', 'await plinth.From<City>().Filter(x => x.Id, Operator.Equals, 1).Get();')).toEqual([['From', 'Filter', 'Get']]);
    // What follows `?.` is read on a value the client returned (here the session's user), not on the client.
    const swift = (await chains('swift', 'let user = try await plinth.auth.session?.user'))[0]!.members;
    expect(swift.map((m) => [m.name, m.onValue])).toEqual([
      ['auth', false],
      ['session', false],
      ['user', true],
    ]);
    // The tree knows a URL, an import and a package name from the client.
    expect(await names('swift', 'let url = "https://<project-ref>.plinth.co"; plinth.from("x")')).toEqual([['from']]);
    expect(await names('dart', "import 'package:plinth/plinth.dart';\nfinal rows = await plinth.from('t').select();")).toEqual([['from', 'select']]);
    expect(await names('python', 'from plinth import create_client\nclient = create_client(url, key)\nclient.table("t").select("*").execute()')).toEqual([
      ['table', 'select', 'execute'],
    ]);
  });
});

describe('no extra call of a library version hides a call its facts name', () => {
  it.for(versions)('$library $version', ({ library, version }) => {
    const problems = extraCallsProblems(
      readExtraCalls(library, version),
      factsNames(readSdkFacts(library, version)),
      clientCodeOf(library)!.nameCase,
      extraCallsFile(library, version),
    );
    expect(problems).toEqual([]);
  });
});
