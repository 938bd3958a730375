import { describe, expect, it } from 'vitest';
import { parseRegistry, registryProblems, type RegistryDisk } from './references.config';

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
          versions: [],
          start: true,
        },
      ]),
    ).toThrow(
      /registry of references is malformed:\n {2}- entry 0\.key: a key is lower-case letters, digits and dashes\n {2}- entry 0\.versions\.0: Invalid input: expected string/,
    );
  });
});
