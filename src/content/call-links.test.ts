import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { callIndexFor, findCallLinks, resolveCall, titlePaths, versionsForFile } from './call-links';
import { codeFigure } from './rehype-code';

/** What each linked name of `code` links to: `name → href`. */
async function links(code: string, lang: string, options?: Parameters<typeof findCallLinks>[2]): Promise<string[]> {
  return (await findCallLinks(code, lang, options)).map((link) => `${code.slice(link.start, link.end)} → ${link.target.href}`);
}

// The first test of each group loads TypeScript, tree-sitter and the references.
describe('client calls resolved from the reference model', { timeout: 60_000 }, () => {
  it('JavaScript: auth, query builder and storage chains each reach their own item', async () => {
    const code = [
      "import { createClient } from '@plinth/plinth-js'",
      "const plinth = createClient('https://<project-ref>.plinth.co', '<anon-key>')",
      'await plinth.auth.signInWithOtp({ email })',
      "await plinth.from('countries').select('id').eq('id', 1)",
      "await plinth.from('countries').insert({ name }).select()",
      "await plinth.storage.from('avatars').update('a.png', file)",
      "await plinth.from('countries').update({ name }).eq('id', 1)",
    ].join('\n');
    expect(await links(code, 'typescript')).toEqual([
      'createClient → /reference/javascript/initializing',
      'signInWithOtp → /reference/javascript/sign-in-with-otp',
      'from → /reference/javascript/from',
      'select → /reference/javascript/select',
      'eq → /reference/javascript/eq',
      'from → /reference/javascript/from',
      'insert → /reference/javascript/insert',
      // select() after insert() is the modifier, not the query.
      'select → /reference/javascript/db-modifiers-select',
      // storage.from(bucket).update, the longest path, not from(table).update.
      'update → /reference/javascript/from-update',
      'from → /reference/javascript/from',
      'update → /reference/javascript/update',
      'eq → /reference/javascript/eq',
    ]);
  });

  it('JavaScript: a variable holding a chain continues it; an awaited result does not', async () => {
    const code = [
      "const bucket = plinth.storage.from('avatars')",
      "await bucket.download('a.png')",
      "const query = plinth.from('notes').select()",
      "query.eq('done', false)",
      "const result = await plinth.from('notes').select()",
      'result.data.filter((n) => n.done)',
    ].join('\n');
    expect(await links(code, 'typescript')).toEqual([
      'download → /reference/javascript/from-download',
      'from → /reference/javascript/from',
      'select → /reference/javascript/select',
      'eq → /reference/javascript/eq',
      'from → /reference/javascript/from',
      'select → /reference/javascript/select',
    ]);
  });

  it('JavaScript: @plinth/ssr’s functions are items of the JavaScript reference; a local createClient() is not the library’s', async () => {
    const code = [
      "import { createServerClient } from '@plinth/ssr'",
      'export function createClient() {',
      "  return createServerClient('https://<project-ref>.plinth.co', '<anon-key>', { cookies })",
      '}',
      'const plinth = createClient()',
      'await plinth.auth.getUser()',
    ].join('\n');
    expect(await links(code, 'typescript')).toEqual(['createServerClient → /reference/javascript/ssr-create-server-client', 'getUser → /reference/javascript/get-user']);
  });

  it('Python, Dart, Swift, Kotlin and C#: each links to its own reference', async () => {
    expect(await links('response = plinth.table("countries").select("*").eq("id", 1).execute()\nplinth.storage.from_("avatars").upload("a.png", f)', 'python')).toEqual([
      'table → /reference/python/from',
      'select → /reference/python/select',
      'eq → /reference/python/eq',
      'upload → /reference/python/from-upload',
    ]);
    expect(await links("final plinth = Plinth.instance.client;\nawait plinth.auth.signInWithOtp(email: email);\nfinal token = plinth.auth.currentSession?.accessToken;", 'dart')).toEqual([
      'signInWithOtp → /reference/dart/sign-in-with-otp',
      'currentSession → /reference/dart/get-session',
    ]);
    expect(await links('try await plinth.auth.signInWithOTP(email: email)\nlet session = try await plinth.auth.session', 'swift')).toEqual([
      'signInWithOTP → /reference/swift/sign-in-with-otp',
      'session → /reference/swift/get-session',
    ]);
    expect(await links('plinth.storage.from("avatars").upload("a.png", bytes) { upsert = true }', 'kotlin')).toEqual(['upload → /reference/kotlin/from-upload']);
    expect(await links('await plinth.Auth.SignUp(email, password);\nvar result = await plinth.From<City>().Select(x => new object[] { x.Name }).Get();', 'csharp')).toEqual([
      'SignUp → /reference/csharp/sign-up',
      'Select → /reference/csharp/select',
    ]);
  });

  it('leaves unknown calls, strings, comments and other objects plain', async () => {
    const code = [
      'await plinth.auth.signInWithCarrierPigeon()', // no such function
      '// plinth.auth.signOut()',
      "const hint = 'call plinth.auth.signOut() to leave'",
      "const host = plinthUrl.match(/https/)", // a builder's name, but not on a client chain
      'items.filter(Boolean).order',
    ].join('\n');
    expect(await links(code, 'typescript')).toEqual([]);
    expect(await links('plinth.auth.sign_in_with_carrier_pigeon()  # plinth.auth.sign_out()', 'python')).toEqual([]);
  });

  it('leaves a name two items share plain (Kotlin signInWith is password, OTP and OAuth sign-in)', async () => {
    expect(await links('plinth.auth.signInWith(Email) { email = "a" }', 'kotlin')).toEqual([]);
  });

  it('links a v1 reference page’s code to v1 items, and an item’s example not to itself', async () => {
    expect(versionsForFile('content/reference/javascript/v1/introduction.mdx')).toEqual({ javascript: 'v1' });
    expect(versionsForFile('content/guides/auth/passwords.mdx')).toEqual({});
    expect(await links('await plinth.auth.signIn({ email })', 'typescript', { versions: { javascript: 'v1' } })).toEqual(['signIn → /reference/javascript/v1/sign-in']);
    expect(await links("await plinth.from('t').select().eq('a', 1)", 'typescript', { self: 'select' })).toEqual(['from → /reference/javascript/from', 'eq → /reference/javascript/eq']);
  });

  it('names each link with the call and the reference', () => {
    expect(resolveCall(callIndexFor('javascript'), ['auth', 'signInWithOtp'])?.label).toBe('auth.signInWithOtp() in the JavaScript reference');
    expect(resolveCall(callIndexFor('javascript', 'v1'), ['storage', 'from', 'upload'])?.label).toBe('storage.from().upload() in the JavaScript v1 reference');
    expect(resolveCall(callIndexFor('csharp'), ['Auth', 'SignUp'])?.label).toBe('Auth.SignUp() in the C# reference');
  });

  it('reads call paths from titles, and none from prose', () => {
    expect(titlePaths('from.upload()')).toEqual([{ names: ['from', 'upload'], calls: [true, true] }]);
    expect(titlePaths('Fetch data: select()')).toEqual([{ names: ['select'], calls: [true] }]);
    expect(titlePaths('SendMagicLink() and SignIn(SignInType, Phone)').map((p) => p.names)).toEqual([['SendMagicLink'], ['SignIn']]);
    expect(titlePaths('currentSession')).toEqual([{ names: ['currentSession'], calls: [false] }]);
    expect(titlePaths('Initializing')).toEqual([]);
    expect(titlePaths('Send a password reset request')).toEqual([]);
  });
});

describe('linked code blocks', { timeout: 60_000 }, () => {
  const code = "const { data } = await plinth.auth.signInWithOtp({ email })\nconst url = 'https://<project-ref>.plinth.co'";

  it('wrap exactly the name in a link, keeping the text, colours and credential placeholder', async () => {
    const figure = await codeFigure(code, 'typescript', { label: 'ts', calls: {} });
    const pre = figure.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre')!;
    const html = toHtml(figure);
    expect(html).toMatch(/<a href="\/reference\/javascript\/sign-in-with-otp" class="code-ref" aria-label="auth\.signInWithOtp\(\) in the JavaScript reference" title="[^"]+"><span style="--shiki-light:#[0-9A-F]+;--shiki-dark:#[0-9A-F]+">signInWithOtp<\/span><\/a>/);
    // What the copy button copies, and what the credential panel fills in, is the code unchanged.
    expect(toString(pre)).toBe(code);
    expect(figure.properties.dataCredentials).toBe('true');
  });

  it('split a token Shiki joined with its neighbours, each piece keeping its colours', async () => {
    const python = 'plinth.auth.sign_in_with_otp({"email": email})';
    const figure = await codeFigure(python, 'python', { label: 'python', calls: {} });
    const html = toHtml(figure);
    expect(html).toContain('>plinth.auth.</span><a href="/reference/python/sign-in-with-otp"');
    expect(html).toMatch(/<a [^>]+><span style="(--shiki-light:#[0-9A-F]+;--shiki-dark:#[0-9A-F]+)">sign_in_with_otp<\/span><\/a><span style="\1">\(\{<\/span>/);
    expect(toString(figure.children[1] as Element)).toBe(python);
  });

  it('are plain without calls (a block whose language has no client library)', async () => {
    expect(toHtml(await codeFigure('plinth.auth.signOut()', 'bash', { label: 'bash', calls: {} }))).not.toContain('<a ');
    expect(toHtml(await codeFigure('await plinth.auth.signOut()', 'typescript', { label: 'ts' }))).not.toContain('<a ');
  });
});

describe('guides', () => {
  it('do not list the client calls their samples make in prose: the code links them', () => {
    // A generated closing paragraph did, on 152 guides; the calls in the code are links instead.
    const pages = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'));
    expect(pages.length).toBeGreaterThan(300);
    expect(pages.filter((f) => readFileSync(path.join('content', f), 'utf8').includes('The client calls this page uses'))).toEqual([]);
  });
});
