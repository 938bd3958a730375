import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, readRepoFile } from '../../tools/sql/code-blocks';
import { formatErrors, samplesFromBlocks, typecheckSamples, type Sample } from '../../tools/typecheck/typecheck';

/**
 * What the declarations' fidelity to the facts means for a reader's code: a sample written against
 * the real library's signatures passes, one written against an older, looser declaration fails.
 */

const sample = (code: string, file = 'sample.ts'): Sample => ({ file, code, line: 0 });
const messages = (samples: Sample[]) => typecheckSamples(samples).map((e) => e.message);

describe('samples are held to the facts of the JavaScript libraries', () => {
  it('refuses createServerClient from @plinth/plinth-js, and takes it from @plinth/ssr', () => {
    const body = "\nexport const plinth = createServerClient('https://<project-ref>.plinth.co', '<anon-key>', { cookies: { getAll: () => [] } })\n";
    expect(messages([sample(`import { createServerClient } from '@plinth/plinth-js'${body}`)])).toEqual([
      expect.stringMatching(/has no exported member named 'createServerClient'/),
    ]);
    expect(messages([sample(`import { createServerClient } from '@plinth/ssr'${body}`)])).toEqual([]);
  });

  it("refuses a result type in the place of rpc()'s function name, and types the result with overrideTypes()", () => {
    const section = 'type Section = { title: string }\n';
    expect(
      messages([
        sample(`${section}const { data } = await plinth.rpc<Section[]>('match_sections', { count: 3 })\nexport const titles = data?.map((s) => s.title)\n`),
      ]),
    ).toContainEqual(expect.stringMatching(/Type 'Section\[\]' does not satisfy the constraint 'string'/));
    expect(
      messages([
        sample(
          `${section}const { data } = await plinth.rpc('match_sections', { count: 3 }).overrideTypes<Section[]>()\nexport const titles = data?.map((s) => s.title)\n`,
        ),
      ]),
    ).toEqual([]);
  });

  describe('the generated-types guide: every mistake it says the types catch is caught', () => {
    const PAGE = 'content/guides/api/rest/generating-types.mdx';
    const samples = samplesFromBlocks(extractCodeBlocks(readRepoFile(PAGE)));
    const withLine = (line: string): Sample[] => [
      ...samples,
      sample(`import { plinth } from './lib/plinth'\nimport { addTodo } from './lib/todos'\n${line}\n`, 'mistake.ts'),
    ];

    it('type-checks as written', () => {
      const errors = typecheckSamples(samples);
      expect(errors, formatErrors(PAGE, errors)).toEqual([]);
    });

    it.for([
      ["plinth.from('todo').select()", /'"todo"' is not assignable/],
      ["plinth.from('todos').select().eq('done', 'no')", /'string' is not assignable to parameter of type 'boolean'/],
      ["plinth.rpc('count_open_todos', { min_priority: 'urgent' })", /'"urgent"' is not assignable to type '"low" \| "normal" \| "high"'/],
      ["addTodo({ priority: 'urgent' })", /Property 'title' is missing|'"urgent"' is not assignable/],
      ["addTodo({ id: 5, title: 'x' })", /'number' is not assignable to type 'undefined'/],
    ] as const)('%s', ([line, error]) => {
      const found = typecheckSamples(withLine(`void ${line}`)).filter((e) => e.sample === 'mistake.ts');
      expect(found.map((e) => e.message).join('\n')).toMatch(error);
    });
  });
});
