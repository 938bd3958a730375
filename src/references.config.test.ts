import { describe, expect, it } from 'vitest';
import { fenceLibrary, parseRegistry, registryProblems, type RegistryDisk } from './references.config';

/** A Ruby library's code: read with tree-sitter's Ruby grammar, its client made by `Plinth.client(…)`. */
const rubyCode = {
  languages: [{ shiki: 'ruby', fences: ['ruby', 'rb'], grammar: 'ruby', extensions: ['rb'], substance: ['call', 'assignment', 'method', 'class'] }],
  body: { open: 'def sample', close: 'end' },
  constructors: ['Plinth.client'],
};

/** A project on paper: the files that exist, folders listed from them. */
function diskOf(files: string[]): RegistryDisk {
  return {
    exists: (file) => files.includes(file),
    list: (folder) => [...new Set(files.filter((f) => f.startsWith(`${folder}/`)).map((f) => f.slice(folder.length + 1).split('/')[0]!))],
  };
}

const entries = parseRegistry([
  {
    kind: 'sdk',
    key: 'ruby',
    group: 'Client libraries',
    menuTitle: 'Ruby',
    title: 'Ruby client library',
    description: 'The plinth-rb client.',
    package: 'plinth-rb',
    language: 'ruby',
    code: rubyCode,
    versions: ['v1'],
    start: true,
    companions: [{ key: 'ruby-rails', version: 'v0', package: 'plinth-rails', in: 'v1' }],
  },
  { kind: 'config', service: 'auth', group: 'Self-hosting', menuTitle: 'Auth server', description: 'Configuration of the self-hosted auth service.' },
]);
const complete = [
  'specs/sdk/ruby/v1.yaml',
  'specs/sdk/ruby/v1-extra-calls.yaml',
  'specs/sdk/ruby-rails/v0.yaml',
  'content/reference/ruby/v1/introduction.mdx',
  'content/reference/ruby/start.mdx',
  'specs/self-hosting/auth.yaml',
];
const without = (file: string) => complete.filter((f) => f !== file);

describe('the registry of references against the files', () => {
  it('finds nothing missing when every entry has its spec, introduction and start page', () => {
    expect(registryProblems(entries, diskOf(complete))).toEqual([]);
  });

  it('fails on a spec file without a registry entry, and on a version the entry does not list', () => {
    expect(registryProblems(entries, diskOf([...complete, 'specs/sdk/go/v1.yaml', 'specs/sdk/ruby/v2.yaml', 'specs/self-hosting/pooler.yaml']))).toEqual([
      'specs/sdk/ruby/v2.yaml: version v2 is not in the registry entry "ruby"\'s versions',
      'specs/sdk/go/v1.yaml has no registry entry: add "go" to src/references.config.ts (or remove the spec)',
      'specs/self-hosting/pooler.yaml has no registry entry: add the service "pooler" to src/references.config.ts (or remove the spec)',
    ]);
  });

  it('fails on an entry without its spec, naming the file and the entry', () => {
    expect(registryProblems(entries, diskOf(without('specs/sdk/ruby/v1.yaml')))).toEqual([
      'specs/sdk/ruby/v1.yaml is missing: the spec of Ruby v1 (registry entry "ruby")',
    ]);
    expect(registryProblems(entries, diskOf(without('specs/sdk/ruby-rails/v0.yaml')))).toEqual([
      'specs/sdk/ruby-rails/v0.yaml is missing: the spec of plinth-rails v0 (companion in registry entry "ruby")',
    ]);
    expect(registryProblems(entries, diskOf(without('specs/self-hosting/auth.yaml')))).toEqual([
      'specs/self-hosting/auth.yaml is missing: the spec of Auth server (registry entry "auth")',
    ]);
  });

  it('fails on a missing introduction or start page', () => {
    expect(registryProblems(entries, diskOf(without('content/reference/ruby/v1/introduction.mdx')))).toEqual([
      'content/reference/ruby/v1/introduction.mdx is missing: the introduction of Ruby v1 (registry entry "ruby")',
    ]);
    expect(registryProblems(entries, diskOf(without('content/reference/ruby/start.mdx')))).toEqual([
      'content/reference/ruby/start.mdx is missing: the start page of Ruby (registry entry "ruby")',
    ]);
  });

  it('refuses a malformed entry with its position and field', () => {
    expect(() =>
      parseRegistry([
        {
          kind: 'sdk',
          key: 'Ruby',
          group: 'Client libraries',
          menuTitle: 'Ruby',
          title: 'Ruby',
          description: 'x',
          package: 'plinth-rb',
          language: 'ruby',
          code: rubyCode,
          versions: [],
          start: true,
        },
      ]),
    ).toThrow(
      /registry of references is malformed:\n {2}- entry 0\.key: a key is lower-case letters, digits and dashes\n {2}- entry 0\.versions\.0: Invalid input: expected string/,
    );
  });

  it('refuses code descriptors two libraries share a fence of, and examples in a language the library lacks', () => {
    const sdk = (key: string, language: string, fences: string[]) => ({
      kind: 'sdk',
      key,
      group: 'Client libraries',
      menuTitle: key,
      title: key,
      description: 'x',
      package: key,
      language,
      code: { ...rubyCode, languages: [{ ...rubyCode.languages[0]!, fences }] },
      versions: ['v1'],
      start: true,
    });
    expect(() => parseRegistry([sdk('ruby', 'ruby', ['ruby', 'rb']), sdk('crystal', 'rb', ['ruby', 'rb', 'cr'])])).toThrow(
      /- entry "crystal": the fence "ruby" is also "ruby"'s: a code block belongs to one library\n {2}- entry "crystal": the fence "rb" is also "ruby"'s/,
    );
    expect(() => parseRegistry([sdk('ruby', 'erb', ['ruby'])])).toThrow(
      /entry "ruby": its examples' language "erb" is none of its code languages' fences \(ruby\)/,
    );
  });

  it('finds the library of a fence word, whatever its case', () => {
    expect(fenceLibrary('RB', entries)?.entry.key).toBe('ruby');
    expect(fenceLibrary('kt')?.entry.key).toBe('kotlin');
    expect(fenceLibrary('tsx')?.language.grammar).toBe('tsx');
    expect(fenceLibrary('sql')).toBeUndefined();
  });
});
