/**
 * `npm run check-reference -- <library> <version>` (e.g. `javascript v2`), `-- api`, or
 * `-- self-hosting <service>`: every check `npm test`
 * runs on a client library reference's spec (specs/sdk/<library>/<version>.yaml), in seconds:
 * the schema and its rules, the comparison with the library's facts, the examples (type-checked
 * or parsed, calling only the library's functions, their data SQL run on Postgres), the functions
 * its prose names, and its extra calls.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSdkSpecLocated, sdkSpecFile } from '../src/reference/sdk/load';
import { SpecErrors } from '../src/sources/spec-file';
import { REPO_ROOT } from '../tools/sql/code-blocks';
import { loadApi } from '../src/reference/api/load';
import { loadConfigSpec } from '../src/reference/self-hosting/load';
import { configSpecFile } from '../src/reference/self-hosting/schema';
import { configFactsDifferences, readServiceFacts } from '../tools/reference/platform-facts';
import { clientCodeOf } from '../src/references.config';
import { extraCallsFile, extraCallsProblems, factsNames, readExtraCalls } from '../tools/content/client-calls';
import { sdkExampleProblems } from '../tools/reference/sdk-examples';
import { specFunctionsNotInFacts } from '../tools/reference/spec-functions';
import { readSdkFacts, sdkFactsDifferences, SDK_VERSIONS } from '../tools/reference/sdk-facts';

const [library, version] = process.argv.slice(2);

if (library === 'api') {
  // The Management API: the document (valid OpenAPI), the overlay (names only what exists), every public operation described.
  try {
    const api = await loadApi();
    console.log(
      `${api.operations.length} operations (${api.operations.filter((o) => o.internal).length} internal), ${Object.keys(api.overlay.operations).length} described.`,
    );
    console.log('No problems found.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  process.exit(0);
}

if (library === 'self-hosting') {
  const service = version ?? '';
  try {
    const spec = loadConfigSpec(service);
    const differences = configFactsDifferences(spec, readServiceFacts(service));
    console.log(`${configSpecFile(service)}: ${spec.variables.length} variables, ${spec.endpoints?.length ?? 0} endpoints.`);
    if (differences.length) {
      console.error(differences.map((d) => `${configSpecFile(service)}: differs from its facts: ${d}`).join('\n'));
      process.exit(1);
    }
    console.log('No problems found.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  process.exit(0);
}

if (!library || !version || !SDK_VERSIONS[library]?.includes(version)) {
  console.error(
    `usage: npm run check-reference -- <library> <version>, one of: ${Object.entries(SDK_VERSIONS)
      .flatMap(([l, vs]) => vs.map((v) => `${l} ${v}`))
      .join(', ')}`,
  );
  process.exit(2);
}
const file = sdkSpecFile(library, version);
let parsed: ReturnType<typeof parseSdkSpecLocated>;
try {
  parsed = parseSdkSpecLocated(readFileSync(path.join(REPO_ROOT, file), 'utf8'), file);
} catch (error) {
  console.error(error instanceof SpecErrors ? error.message : String(error));
  process.exit(1);
}
const facts = readSdkFacts(library, version);
const problems = [
  ...sdkFactsDifferences(parsed.spec, facts).map((d) => `${file}: differs from its facts: ${d}`),
  ...(await sdkExampleProblems(parsed.spec, parsed.located, file)),
  ...(await specFunctionsNotInFacts(parsed.spec, facts, parsed.located, file)).map((p) => p.message),
  ...extraCallsProblems(readExtraCalls(library, version), factsNames(facts), clientCodeOf(library)!.nameCase, extraCallsFile(library, version)),
];
const functions = parsed.spec.sections.reduce((n, s) => n + s.functions.length, 0);
const examples = parsed.spec.sections.reduce((n, s) => n + s.functions.reduce((m, f) => m + f.examples.length, 0), 0);
console.log(`${file}: ${functions} functions, ${examples} examples checked.`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
} else console.log('No problems found.');
