import { describe, expect, it } from 'vitest';
import { readLanguageOf, readSample, readSamples, type SampleCalls } from './call-chains';

/** Each chain as `client :: member(), member, value*` (`()` called, `*` read on a returned value). */
const chains = (calls: SampleCalls) =>
  calls.chains.map((c) => `${[c.client, ...c.via.map((m) => m.name)].join('.')} :: ${c.members.map((m) => `${m.name}${m.called ? '()' : ''}${m.onValue ? '*' : ''}`).join(', ')}`);
const read = async (fence: string, code: string) => chains(await readSample(code, readLanguageOf(fence)!));

// The first test of each language loads its grammar.
describe('the one reader of client calls', { timeout: 60_000 }, () => {
  it('finds chains in lambdas, on variables that hold a chain, and after calls, in every language', async () => {
    expect(await read('ts', "items.forEach(async (i) => {\n  await plinth.from('t').select().eq('id', i)\n})\nconst bucket = plinth.storage.from('b')\nawait bucket.upload('a.png', f)")).toEqual([
      'plinth :: from(), select(), eq()',
      'plinth :: storage, from()',
      'bucket.storage.from :: upload()',
    ]);
    expect(await read('dart', "onPressed: () async {\n  await plinth.auth.signOut();\n}\nfinal ch = plinth.channel('x');\nch.on(RealtimeListenTypes.broadcast, ChannelFilter(event: 'e'), (p, [r]) {}).subscribe();")).toEqual([
      'plinth :: auth, signOut()',
      'plinth :: channel()',
      'ch.channel :: on(), subscribe()',
    ]);
    expect(await read('swift', 'Button("Out") { Task { try await plinth.auth.signOut() } }\nlet bucket = plinth.storage.from("b")\ntry await bucket.upload("a.png", data: data)')).toEqual([
      'plinth :: auth, signOut()',
      'plinth :: storage, from()',
      'bucket.storage.from :: upload()',
    ]);
    expect(await read('kotlin', 'scope.launch { plinth.auth.signOut() }\nval rows = plinth.from("t").select { filter { eq("a", 1) } }.decodeList<Row>()')).toEqual([
      'plinth :: auth, signOut()',
      'plinth :: from(), select(), decodeList()',
    ]);
    expect(await read('csharp', 'button.Click += async (s, e) => await plinth.Auth.SignOut();\nvar rows = await plinth.From<City>().Filter(x => x.Id, Operator.Equals, 1).Get();')).toEqual([
      'plinth :: Auth, SignOut()',
      'plinth :: From(), Filter(), Get()',
    ]);
    expect(await read('python', 'def out():\n    plinth.auth.sign_out()\nbucket = plinth.storage.from_("b")\nbucket.upload("a.png", f)')).toEqual([
      'plinth :: auth, sign_out()',
      'plinth :: storage, from_()',
      'bucket.storage.from_ :: upload()',
    ]);
  });

  it('knows the client by its constructor, its path and this/self, whatever the variable is called', async () => {
    expect(await read('kotlin', 'val db = createPlinthClient(plinthUrl = u, plinthKey = k) { install(Auth) }\ndb.auth.signOut()')).toEqual(['db :: auth, signOut()']);
    expect(await read('csharp', 'var client = new Plinth.Client(url, key);\nawait client.Auth.SignOut();')).toEqual(['client :: Auth, SignOut()']);
    expect(await read('dart', 'await Plinth.instance.client.auth.signOut();')).toEqual(['Plinth.instance.client :: auth, signOut()']);
    expect(await read('swift', 'func out() async throws { try await self.plinth.auth.signOut() }')).toEqual(['self.plinth :: auth, signOut()']);
    // A string, a comment, another library's object and a URL variable are not the client.
    expect(await read('ts', "// plinth.auth.signOut()\nconst hint = 'plinth.auth.signOut()'\nplinthUrl.replace('/', '')\nvecs.create_client(url)")).toEqual([]);
  });

  it('marks what is read on a returned value: after ?. or an unwrap, and a read ending the chain after a call', async () => {
    expect(await read('kotlin', 'val id = plinth.auth.currentSessionOrNull()?.user?.id')).toEqual(['plinth :: auth, currentSessionOrNull(), user*, id*']);
    expect(await read('swift', 'let rows: [Row] = try await plinth.from("t").select().execute().value')).toEqual(['plinth :: from(), select(), execute(), value*']);
    expect(await read('python', 'res = plinth.table("t").select("*").execute()\nprint(res.data)')).toEqual(['plinth :: table(), select(), execute()', 'res.table.select.execute :: data*']);
    // An awaited result is not a builder: no variable holds the chain.
    expect(await read('ts', "const res = await plinth.from('t').select()\nres.data")).toEqual(['plinth :: from(), select()']);
  });

  it("reads the names a sample imports from the library's modules", async () => {
    const ts = await readSample("import { createClient, type Session, PostgrestError as E } from '@plinth/plinth-js'\nimport { z } from 'zod'\nconst plinth = createClient(u, k)", readLanguageOf('ts')!);
    expect(ts.imports.map((n) => `${n.name} < ${n.module}`)).toEqual(['createClient < @plinth/plinth-js', 'Session < @plinth/plinth-js', 'PostgrestError < @plinth/plinth-js']);
    expect(ts.calls.map((n) => n.name)).toEqual(['createClient']);
    // A page's later block that declares its own createClient() calls that one, not the library's.
    const [, local] = await readSamples(["import { createClient } from '@plinth/plinth-js'", 'export function createClient() {\n  return wrap()\n}\nconst plinth = createClient()'], readLanguageOf('ts')!);
    expect(local!.calls).toEqual([]);
    const py = await readSample('from plinth import (\n    Client,\n    create_client,\n)\nclient = create_client(u, k)', readLanguageOf('py')!);
    expect(py.imports.map((n) => n.name)).toEqual(['Client', 'create_client']);
  });

  it("reads a page's blocks as one program: a client made in one is known in the next", async () => {
    const [first, second] = await readSamples(["final db = PlinthClient('u', 'k');", "await db.from('t').select();"], readLanguageOf('dart')!);
    expect(chains(first!)).toEqual([]);
    expect(chains(second!)).toEqual(['db :: from(), select()']);
  });
});
