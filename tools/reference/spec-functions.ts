import type { SdkSpec } from '../../src/reference/sdk/schema';
import type { LocatedDocument } from '../../src/sources/spec-file';
import { readSample } from '../../src/content/call-chains';
import { clientCodeOf } from '../../src/references.config';
import { callableFrom, canonicalName, checkedMembers, extraCallsFile, factsOf, functionNames, norm, readLanguageOfLibrary } from '../content/client-calls';
import type { SdkFacts } from './sdk-facts';

/**
 * Every function a client library's spec documents must be one its facts have: the spec and the
 * facts must not disagree. A spec documents a function by calling it in an example, or by naming
 * it in its prose (`signInWithOAuth(provider:redirectTo:scopes:)`).
 *
 * What the facts call a function is the code name in its title or method (`getOAuthSignInURL()`,
 * `auth.signInWithOtp`); an id is not a name of its own: the Swift facts' `sign-in-with-oauth` is
 * `getOAuthSignInURL()`, so a spec that calls `signInWithOAuth()` documents a function the facts do
 * not have, however close the id reads. Names compare as the samples check compares them
 * (tools/content/client-calls.ts: as the facts write them, with the language's own folding: Swift's
 * `createSignedURL` is the facts' `createSignedUrl()`); a name the library's
 * `<version>-extra-calls.yaml` lists with why is known too.
 */

/** The ids of the facts' entries that have code names of their own, each with its title (or method). */
function idsWithOtherNames(facts: SdkFacts): Map<string, string> {
  const out = new Map<string, string>();
  for (const section of facts.sections) {
    for (const fn of section.functions) if (functionNames(fn).length) out.set(norm(fn.id), `${fn.title ?? fn.method}`);
  }
  return out;
}

/** The entries whose title and method give no code name ("Send a password reset request"), by their normalised id. */
function idsWithoutNames(facts: SdkFacts): Map<string, { id: string; title: string }> {
  const out = new Map<string, { id: string; title: string }>();
  for (const section of facts.sections) {
    for (const fn of section.functions) if (!functionNames(fn).length) out.set(norm(fn.id), { id: fn.id, title: fn.title ?? fn.id });
  }
  return out;
}

export interface UndocumentedFunction {
  /** 1-based line in the spec file. */
  line: number;
  where: string;
  name: string;
  message: string;
}

/** Where a field of a function starts in the spec file. */
const lineAt = (located: LocatedDocument | undefined, at: (string | number)[]): number => (located ? located.at(at).line : 0);

/**
 * The functions `spec` documents that its facts do not have: calls on the client in its examples,
 * and names in its prose that read like a facts id but are not the name the facts give that entry.
 */
export async function specFunctionsNotInFacts(
  spec: SdkSpec,
  facts: SdkFacts,
  located?: LocatedDocument,
  file = `specs/sdk/${spec.library}/${spec.version}.yaml`,
): Promise<UndocumentedFunction[]> {
  // The facts the spec is held to: its own (`facts`), and those its library's samples are held to
  // beside them (@plinth/ssr returns a JavaScript v2 client: its examples call v2 functions on it).
  const held = factsOf(spec.library, spec.version);
  const names = callableFrom([facts, ...held.facts.slice(1)], held.extras, clientCodeOf(spec.library)!.nameCase);
  const known = (name: string) => names.known.has(canonicalName(name, names.nameCase));
  const language = readLanguageOfLibrary(spec.library)!;
  const byId = idsWithOtherNames(facts);
  const unnamed = idsWithoutNames(facts);
  const out: UndocumentedFunction[] = [];
  for (const [s, section] of spec.sections.entries()) {
    for (const [f, fn] of section.functions.entries()) {
      const at = (...rest: (string | number)[]) => ['sections', s, 'functions', f, ...rest];
      for (const [e, example] of fn.examples.entries()) {
        const start = lineAt(located, at('examples', e, 'code')) + 1;
        for (const chain of (await readSample(example.code, language)).chains) {
          for (const member of checkedMembers(chain, names)) {
            if (known(member.name)) continue;
            const sameId = byId.get(norm(member.name));
            const noName = unnamed.get(norm(member.name));
            const hint = sameId
              ? ` (the facts' entry with that id is ${sameId})`
              : noName
                ? ` (the facts' entry with that id, "${noName.title}", names no function: list the call with \`for: ${noName.id}\`)`
                : '';
            out.push({
              line: start + member.line,
              where: `${fn.id} › ${example.id}`,
              name: member.name,
              message: `calls ${member.name}(), which is not a function of ${spec.library} ${spec.version}'s facts${hint}, nor in ${extraCallsFile(spec.library, spec.version)}`,
            });
          }
        }
      }
      const prose: [(string | number)[], string | undefined][] = [
        [['description'], fn.description],
        [['notes'], fn.notes],
        ...fn.params.map((p, i): [(string | number)[], string] => [['params', i, 'description'], p.description]),
        ...fn.examples.map((x, i): [(string | number)[], string | undefined] => [['examples', i, 'description'], x.description]),
      ];
      for (const [field, text] of prose) {
        // A name in code that reads like a facts id (`signInWithOAuth(` for sign-in-with-oauth) but is not that entry's name.
        for (const m of (text ?? '').matchAll(/`(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)\(/g)) {
          const name = m[1]!;
          const sameId = byId.get(norm(name));
          if (!sameId || known(name)) continue;
          // A multi-line text is a block scalar: its first line is the one after the key's.
          const within = text!.includes('\n') ? 1 + text!.slice(0, m.index).split('\n').length - 1 : 0;
          out.push({
            line: lineAt(located, at(...field)) + within,
            where: fn.id,
            name,
            message: `names ${name}(), which is not a function of ${spec.library} ${spec.version}'s facts: the facts' entry with that id is ${sameId}`,
          });
        }
      }
    }
  }
  return out.map((u) => ({ ...u, message: `${file}:${u.line}: ${u.where}: ${u.message}` }));
}
