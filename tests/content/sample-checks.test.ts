import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, type CodeBlock } from '../../tools/sql/code-blocks';
import { typecheckSamples, unresolvedImports } from '../../tools/typecheck/typecheck';
import { clientCallProblems, versionFor } from '../../tools/content/client-calls';
import { titledBlockProblems } from '../../tools/content/whole-files';

/**
 * The checks samples.test.ts runs on every page, each shown refusing the mistake it is for (and
 * accepting the sample written right), on pages made up here.
 */

const fence = '```';
/** A page of one block, with its fence at line 3 of the file. */
const page = (lang: string, code: string, meta = '') => `---\ntitle: T\n---\n${fence}${lang}${meta ? ` ${meta}` : ''}\n${code}\n${fence}\n`;
const blocksOf = (...parts: string[]): CodeBlock[] => extractCodeBlocks(`---\ntitle: T\n---\n${parts.map((p) => p.replace(/^---\ntitle: T\n---\n/, '')).join('\n')}`);
const calls = async (lang: string, code: string, file = 'content/guides/x.mdx') => (await clientCallProblems(file, extractCodeBlocks(page(lang, code)))).map((p) => `${p.line}: ${p.message}`);

describe('a call on the client must be a function of the library facts, in every language', () => {
  it('Dart', async () => {
    expect(await calls('dart', "final rows = await plinth.from('todos').select().eq('done', false);")).toEqual([]);
    expect(await calls('dart', "final rows = await plinth.from('todos').selectAll();")).toEqual([expect.stringMatching(/^5: calls "selectAll" on the client, which is not a function of dart v2 \(its facts\), nor in specs\/sdk\/dart\/v2-extra-calls\.yaml$/)]);
  });

  it('Swift: its v2 facts filter with match() and filter(), not eq()', async () => {
    expect(await calls('swift', 'let rows: [Todo] = try await plinth.from("todos").select().match(["done": false]).execute().value')).toEqual([]);
    expect(await calls('swift', 'let rows: [Todo] = try await plinth.from("todos").select().eq("done", value: false).execute().value')).toEqual([expect.stringMatching(/^5: calls "eq" on the client, which is not a function of swift v2/)]);
  });

  it('Kotlin: ID tokens go through signInWith(IDToken)', async () => {
    expect(await calls('kotlin', 'plinth.auth.signInWith(IDToken) {\n    idToken = token\n    provider = Google\n}')).toEqual([]);
    expect(await calls('kotlin', 'suspend fun signIn(token: String) {\n    plinth.auth.signInWithIdToken(provider = "google", token = token)\n}')).toEqual([expect.stringMatching(/^6: calls "signInWithIdToken" on the client, which is not a function of kotlin v2/)]);
  });

  it('C#', async () => {
    expect(await calls('csharp', 'var response = await plinth.From<City>().Filter(x => x.Id, Operator.Equals, 1).Get();')).toEqual([]);
    expect(await calls('csharp', 'var response = await plinth.From<City>().Fetch();')).toEqual([expect.stringMatching(/^5: calls "Fetch" on the client, which is not a function of csharp v0/)]);
  });

  it('Python, on a client under another name, and not on a client of another library', async () => {
    const made = 'from plinth import create_client\nimport vecs\n\nclient = create_client(url, key)\nvx = vecs.create_client(db_url)\n';
    expect(await calls('python', `${made}client.table("todos").select("*").execute()\nvx.get_or_create_collection(name="docs", dimension=3)`)).toEqual([]);
    expect(await calls('python', `${made}client.table("todos").select_all().execute()`)).toEqual([expect.stringMatching(/^10: calls "select_all" on the client, which is not a function of python v2/)]);
  });

  it('finds the client under the name a sample gives it, and through self', async () => {
    expect(await calls('swift', 'let client = PlinthClient(plinthURL: url, plinthKey: key)\nlet rows: [Todo] = try await client.from("todos").selectAll().execute().value')).toEqual([expect.stringMatching(/^6: calls "selectAll"/)]);
    expect(await calls('kotlin', 'val db = createPlinthClient(plinthUrl = url, plinthKey = key) { install(Postgrest) }\nsuspend fun load() = db.from("todos").selectAll()')).toEqual([expect.stringMatching(/^6: calls "selectAll"/)]);
    expect(await calls('csharp', 'var client = new Plinth.Client(url, key);\nawait client.From<Todo>().Fetch();')).toEqual([expect.stringMatching(/^6: calls "Fetch"/)]);
    expect(await calls('swift', 'final class Store {\n  let plinth = PlinthClient(plinthURL: url, plinthKey: key)\n  func out() async throws { try await self.plinth.auth.logOut() }\n}')).toEqual([expect.stringMatching(/^7: calls "logOut"/)]);
  });

  it('reads the client bound in one block when another block of the page uses it', async () => {
    const blocks = blocksOf(page('dart', 'final _db = Plinth.instance.client;'), page('dart', "await _db.from('todos').selectAll();"));
    expect((await clientCallProblems('content/guides/x.mdx', blocks)).map((p) => p.message)).toEqual([expect.stringMatching(/^calls "selectAll"/)]);
  });

  it('leaves what is read on a returned value alone', async () => {
    expect(await calls('kotlin', 'val id = plinth.auth.currentSessionOrNull()?.user?.id\nval status = plinth.auth.sessionStatus.value')).toEqual([]);
    expect(await calls('swift', 'let id = try await plinth.auth.session.user.id')).toEqual([]);
    expect(await calls('python', 'rows = plinth.table("t").select("*").execute().data')).toEqual([]);
  });

  it('checks a page against the version of the reference it is under', async () => {
    expect(versionFor('kotlin', 'content/reference/kotlin/v1/introduction.mdx')).toBe('v1');
    expect(versionFor('kotlin', 'content/guides/getting-started/tutorials/with-kotlin.mdx')).toBe('v2');
    // v1's auth module is `gotrue` and its sign-out `logout()`; v2 renamed them `auth` and `signOut()`.
    expect(await calls('kotlin', 'plinth.gotrue.logout()', 'content/reference/kotlin/v1/introduction.mdx')).toEqual([]);
    expect(await calls('kotlin', 'plinth.gotrue.logout()', 'content/guides/x.mdx')).toEqual([expect.stringMatching(/calls "gotrue" on the client, which is not a function of kotlin v2/)]);
    // The id sign-out is not a name: v1's facts call that function logout().
    expect(await calls('kotlin', 'plinth.gotrue.signOut()', 'content/reference/kotlin/v1/introduction.mdx')).toEqual([expect.stringMatching(/calls "signOut" on the client, which is not a function of kotlin v1/)]);
  });

  it('JavaScript and TypeScript: calls and imports are held to the facts too', async () => {
    expect(await calls('ts', "import { createClient, type Session } from '@plinth/plinth-js'\nconst plinth = createClient(url, key)\nawait plinth.auth.getSession()")).toEqual([]);
    expect(await calls('tsx', "export const Out = () => <button onClick={() => plinth.auth.logOut()}>Out</button>")).toEqual([
      expect.stringMatching(/^5: calls "logOut" on the client, which is not a function of javascript v2/),
    ]);
  });

  it('TypeScript and JavaScript: the type-check against the client declarations refuses it', () => {
    const errors = typecheckSamples([
      { file: 'app/a.ts', code: "export const rows = await plinth.from('todos').selectAll()", line: 10 },
      { file: 'app/b.js', code: "export const rows = await plinth.from('todos').selectAll()", line: 20 },
    ]);
    expect(errors.map((e) => [e.sample, e.line])).toEqual([
      ['app/a.ts', 11],
      ['app/b.js', 21],
    ]);
    expect(errors.every((e) => /Property 'selectAll' does not exist/.test(e.message))).toBe(true);
  });
});

describe('the calls that passed before though their facts lack them, each refused', () => {
  // Issue 44 found these in the guides (fixed there); each is refused here, next to what the facts name.
  it('Dart verifyOTP: the facts name it verifyOtp, and Dart names compare as written', async () => {
    expect(await calls('dart', "await plinth.auth.verifyOtp(type: OtpType.sms, token: code, phone: phone);")).toEqual([]);
    expect(await calls('dart', "await plinth.auth.verifyOTP(type: OtpType.sms, token: code, phone: phone);")).toEqual([
      expect.stringMatching(/^5: calls "verifyOTP" on the client, which is not a function of dart v2/),
    ]);
  });

  it('Dart onPostgresChanges: the facts listen with on().subscribe(), also on a channel kept in a variable', async () => {
    const on = "final channel = plinth.channel('items');\nchannel.on(RealtimeListenTypes.postgresChanges, ChannelFilter(event: '*', schema: 'public'), (payload, [ref]) {}).subscribe();";
    expect(await calls('dart', on)).toEqual([]);
    const typed = "final channel = plinth.channel('items');\nchannel.onPostgresChanges(event: PostgresChangeEvent.all, schema: 'public', callback: (payload) {}).subscribe();";
    expect(await calls('dart', typed)).toEqual([expect.stringMatching(/^6: calls "onPostgresChanges" on the client, which is not a function of dart v2/)]);
  });

  it('Swift signInWithOAuth: the facts entry sign-in-with-oauth is getOAuthSignInURL(), and an id is no name', async () => {
    expect(await calls('swift', 'let url = try plinth.auth.getOAuthSignInURL(provider: .github)')).toEqual([]);
    expect(await calls('swift', 'try await plinth.auth.signInWithOAuth(provider: .github) { _ in }')).toEqual([
      expect.stringMatching(/^5: calls "signInWithOAuth" on the client, which is not a function of swift v2/),
    ]);
  });

  it('Kotlin downloadAuthenticated: the facts name from.download(), inside a lambda too', async () => {
    const inLambda = (call: string) => `scope.launch {\n    val bytes = plinth.storage.from("avatars").${call}(path)\n}`;
    expect(await calls('kotlin', inLambda('download'))).toEqual([]);
    expect(await calls('kotlin', inLambda('downloadAuthenticated'))).toEqual([expect.stringMatching(/^6: calls "downloadAuthenticated" on the client, which is not a function of kotlin v2/)]);
  });

  it('C# Where: the facts filter with Operator values, applied by Filter(), after a call', async () => {
    expect(await calls('csharp', 'var rows = await plinth.From<City>().Filter(x => x.Id, Operator.Equals, 1).Get();')).toEqual([]);
    expect(await calls('csharp', 'var rows = await plinth.From<City>().Where(x => x.Id == 1).Get();')).toEqual([
      expect.stringMatching(/^5: calls "Where" on the client, which is not a function of csharp v0/),
    ]);
  });

  it('PostgrestError imported from @plinth/plinth-js: the JavaScript facts name no such export', async () => {
    expect(await calls('ts', "import type { Session, User } from '@plinth/plinth-js'")).toEqual([]);
    expect(await calls('ts', "import type { PostgrestError } from '@plinth/plinth-js'")).toEqual([
      expect.stringMatching(/^5: imports "PostgrestError" from @plinth\/plinth-js, which javascript v2's facts do not name/),
    ]);
  });
});

describe('the reader finds every call: on variables, in lambdas, after calls, across blocks', () => {
  it('a variable holding a chain continues it, in every language', async () => {
    expect(await calls('ts', "const bucket = plinth.storage.from('avatars')\nawait bucket.uplod('a.png', file)")).toEqual([expect.stringMatching(/^6: calls "uplod"/)]);
    expect(await calls('python', 'bucket = plinth.storage.from_("avatars")\nbucket.uplod("a.png", f)')).toEqual([expect.stringMatching(/^6: calls "uplod"/)]);
    expect(await calls('swift', 'let bucket = plinth.storage.from("avatars")\ntry await bucket.uplod("a.png", data: data)')).toEqual([expect.stringMatching(/^6: calls "uplod"/)]);
    expect(await calls('csharp', 'var bucket = plinth.Storage.From("avatars");\nawait bucket.Uplod(path, "a.png");')).toEqual([expect.stringMatching(/^6: calls "Uplod"/)]);
  });

  it("what a call returned is the result's: its own functions are left alone", async () => {
    expect(await calls('kotlin', 'val identities = plinth.auth.currentIdentitiesOrNull()\nval providers = identities.map { it.provider }')).toEqual([]);
    expect(await calls('python', 'res = plinth.table("t").select("*").execute()\nprint(res.data)')).toEqual([]);
  });

  it('a chain after a call is read to its end', async () => {
    expect(await calls('ts', "await plinth.from('t').select().eq('a', 1).ordr('a')")).toEqual([expect.stringMatching(/^5: calls "ordr"/)]);
  });

  it('a block flagged with a version is held to that version', async () => {
    const page = (meta: string) => `---\ntitle: T\n---\n${fence}kotlin ${meta}\nplinth.gotrue.logout()\n${fence}\n`;
    expect((await clientCallProblems('content/guides/x.mdx', extractCodeBlocks(page('v1')))).map((p) => p.message)).toEqual([]);
    expect((await clientCallProblems('content/guides/x.mdx', extractCodeBlocks(page('')))).map((p) => p.message)).toEqual([expect.stringMatching(/^calls "gotrue" on the client, which is not a function of kotlin v2/)]);
  });
});

describe('a block titled with a file name is that whole file', () => {
  const problems = async (lang: string, title: string, code: string, flags = '') => (await titledBlockProblems(extractCodeBlocks(page(lang, code, `title="${title}"${flags ? ` ${flags}` : ''}`)))).map((p) => `${p.line}: ${p.message}`);

  it('refuses a program file that is one word (the Kotlin tutorial once had MAIN as its MainActivity.kt)', async () => {
    expect(await problems('kotlin', 'app/MainActivity.kt', 'MAIN')).toEqual(['5: app/MainActivity.kt holds no import, declaration, call or assignment: a file of this name would not be this (kotlin)']);
    expect(await problems('kotlin', 'app/MainActivity.kt', 'package com.example.app\n\nclass MainActivity : ComponentActivity()')).toEqual([]);
    for (const [lang, file] of [['swift', 'A.swift'], ['python', 'a.py'], ['ts', 'a.ts'], ['js', 'a.js']]) {
      expect(await problems(lang!, file!, 'MAIN'), file).toEqual([expect.stringMatching(/holds no import, declaration, call or assignment/)]);
    }
    // A lone word is not even a C# compilation unit, and Dart's grammar refuses it too.
    expect(await problems('csharp', 'A.cs', 'MAIN')).toEqual([expect.stringMatching(/^5: A\.cs does not parse as a whole csharp file/)]);
    expect(await problems('dart', 'lib/main.dart', 'MAIN')).toEqual([expect.stringMatching(/^5: lib\/main\.dart does not parse as a whole dart file/)]);
  });

  it('parses a program as a file, never as statements of a function', async () => {
    const login = "final plinth = Plinth.instance.client;\n\nawait plinth.auth.signInWithOAuth(OAuthProvider.github);";
    expect(await problems('dart', 'lib/login.dart', login)).toEqual([expect.stringMatching(/^7: lib\/login\.dart does not parse as a whole dart file: syntax error/)]);
    // Untitled, the same lines are a few statements of a function, as reference examples are.
    expect(await titledBlockProblems(extractCodeBlocks(page('dart', login)))).toEqual([]);
  });

  it('refuses a fence whose language is not the file name\'s', async () => {
    expect(await problems('js', 'lib/plinth.ts', 'export const x = 1')).toEqual(['4: lib/plinth.ts is typescript, but its block is fenced as js: write ```ts']);
    expect(await problems('bash', '.gitignore', 'plinth/.env')).toEqual(['4: .gitignore is text, but its block is fenced as bash: write ```text']);
    expect(await problems('jsonc', '.vscode/settings.json', '{ "deno.enable": true // for Edge Functions\n}')).toEqual([]);
  });

  it('refuses code pasted into an attribute of a manifest, which is still well-formed XML', async () => {
    const manifest = (action: string) =>
      `<manifest xmlns:android="http://schemas.android.com/apk/res/android">\n  <application>\n    <activity android:name=".MainActivity">\n      <intent-filter>\n        <action android:name="${action}" />\n      </intent-filter>\n    </activity>\n  </application>\n</manifest>`;
    expect(await problems('xml', 'app/src/main/AndroidManifest.xml', manifest('android.intent.action.MAIN'))).toEqual([]);
    expect(await problems('xml', 'app/src/main/AndroidManifest.xml', manifest('android.intent.action.package com.example\n\nclass MainActivity : ComponentActivity()'))).toEqual([
      expect.stringMatching(/^9: app\/src\/main\/AndroidManifest\.xml attribute android:name has a value that spans lines/),
    ]);
    expect(await problems('xml', 'app/src/main/AndroidManifest.xml', manifest('setContent { App() }'))).toEqual([expect.stringMatching(/^9: .* android:name="setContent \{ App\(\) \}" is not a class, permission, action or category name/)]);
  });

  it('refuses XML that is not well-formed, and an excerpt shown as the whole file', async () => {
    expect(await problems('xml', 'MyApp.csproj', '<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n</Project>')).toEqual([expect.stringMatching(/^7: MyApp\.csproj is not well-formed XML: /)]);
    const plist = '<key>CFBundleURLTypes</key>\n<array>\n  <string>io.example</string>\n</array>';
    expect(await problems('xml', 'ios/Runner/Info.plist', plist)).toEqual([expect.stringMatching(/^5: ios\/Runner\/Info\.plist starts with <key>, but the whole file's document element is <plist>/)]);
    // Flagged `fragment`, it is an excerpt: well-formed content is enough, broken content is not.
    expect(await problems('xml', 'ios/Runner/Info.plist', plist, 'fragment')).toEqual([]);
    expect(await problems('xml', 'ios/Runner/Info.plist', `${plist}\n</dict>`, 'fragment')).toEqual([expect.stringMatching(/is not well-formed XML/)]);
  });

  it('parses the other formats with their own parsers', async () => {
    expect(await problems('dockerfile', 'Dockerfile', 'FROM python:3.12-slim\nRUNN pip install vecs')).toEqual(['6: Dockerfile is not a valid Dockerfile: Unknown instruction: RUNN']);
    expect(await problems('env', '.env.local', 'PLINTH_URL=https://<project-ref>.plinth.co\n# the anon key\nPLINTH_ANON_KEY <anon-key>')).toEqual(['7: .env.local is not a .env line (KEY=value): PLINTH_ANON_KEY <anon-key>']);
    expect(await problems('env', '.env', 'A=1\nB="two\nlines"')).toEqual([]);
    expect(await problems('html', 'index.html', '<p class="x>Hello</p>')).toEqual([expect.stringMatching(/^5: index\.html is not valid HTML: eof-in-tag/)]);
    expect(await problems('yaml', '.github/workflows/x.yml', 'on: push\njobs:\n  a: [b')).toEqual([expect.stringMatching(/^\d+: \.github\/workflows\/x\.yml does not parse as yaml/)]);
    expect(await problems('vue', 'src/App.vue', '<template>\n  <div>\n</template>')).toEqual([expect.stringMatching(/^\d+: src\/App\.vue does not parse as a Vue component: /)]);
    expect(await problems('vue', 'src/App.vue', '<script setup lang="ts">\nconst n: number = \n</script>')).toEqual([expect.stringMatching(/^\d+: src\/App\.vue Expression expected/)]);
    expect(await problems('svelte', 'src/App.svelte', '<script>\n  let = 1\n</script>')).toEqual([expect.stringMatching(/^6: src\/App\.svelte does not parse as a Svelte component: /)]);
    expect(await problems('svelte', 'src/App.svelte', '<script lang="ts">\n  let n: number = 1\n</script>\n\n<p>{n}</p>')).toEqual([]);
  });

  it('leaves titles that are not file names alone', async () => {
    expect(await problems('json', 'payload', '{"sub": "1"')).toEqual([]);
  });
});

describe("a page's files are one app: an import of a file the page never shows fails", () => {
  it('TypeScript importing TypeScript: the type-check refuses it', () => {
    const errors = typecheckSamples([
      { file: 'lib/plinth.ts', code: "export const db = plinth", line: 10 },
      { file: 'app/page.tsx', code: "import { db } from '../lib/plinth'\nimport { Avatar } from './avatar'\nexport default function Page() { return db ? <Avatar /> : null }", line: 20 },
    ]);
    expect(errors.map((e) => [e.sample, e.line, e.message])).toEqual([['app/page.tsx', 22, "Cannot find module './avatar' or its corresponding type declarations."]]);
  });

  it("SvelteKit's $lib resolves to the page's src/lib", () => {
    const shown = { file: 'src/lib/plinthClient.ts', code: 'export const db = plinth', line: 10 };
    const route = (from: string) => ({ file: 'src/routes/+page.ts', code: `import { db } from '${from}'\nexport const load = () => db`, line: 20 });
    expect(typecheckSamples([shown, route('$lib/plinthClient')])).toEqual([]);
    expect(typecheckSamples([shown, route('$lib/plinth')]).map((e) => e.message)).toEqual(["Cannot find module '$lib/plinth' or its corresponding type declarations."]);
  });

  it('components: what their scripts import, and a component a file imports, must be on the page', () => {
    const app = page('svelte', "<script>\n  import Account from './lib/Account.svelte'\n  import { session } from './lib/auth'\n</script>\n\n<Account {session} />", 'title="src/App.svelte"');
    const auth = page('ts', 'export const session = null', 'title="src/lib/auth.ts"');
    const account = page('svelte', '<p>Account</p>', 'title="src/lib/Account.svelte"');
    const main = page('ts', "import App from './App.svelte'\nexport default App", 'title="src/main.ts"');
    expect(unresolvedImports(blocksOf(app, auth, account, main))).toEqual([]);
    expect(unresolvedImports(blocksOf(app, main))).toEqual([
      { line: 6, from: 'src/App.svelte', specifier: './lib/Account.svelte' },
      { line: 7, from: 'src/App.svelte', specifier: './lib/auth' },
    ]);
    expect(unresolvedImports(blocksOf(main))).toEqual([{ line: 5, from: 'src/main.ts', specifier: './App.svelte' }]);
  });
});
