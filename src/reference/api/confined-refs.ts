import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfinedFileError, confinedPath } from '../../sources/confined-file';
import { jsonPointer, pathDeeperThan, YAML_LIMITS } from '../../sources/limits';

/**
 * How the OpenAPI document's `$ref`s are read: only files inside specs/ (their real path, symbolic
 * links followed), never a URL. json-schema-ref-parser (under @apidevtools/swagger-parser) would
 * otherwise read `../../../anything.json` or `file:///…` into the reference, and download
 * `http://…`. Its own file and http resolvers are switched off and this one reads everything,
 * the document itself included, so nothing reaches the disk or the network without this check.
 */

/** A `$ref` the build refuses: the file and JSON pointer where it is written, and why. */
export class RefError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly ref: string,
    readonly reason: string,
  ) {
    super(`${file} at ${pointer || '/'}: $ref ${JSON.stringify(ref)}: ${reason}`);
    this.name = 'RefError';
  }
}

/** What json-schema-ref-parser hands a resolver: the resolved URL, and for a `$ref` the text written and where. */
interface RefFile {
  url: string;
  reference?: string;
  /** The referring document's path and, after `#`, the JSON pointer of the `$ref`. */
  baseUrl?: string;
}

/**
 * The resolver options for SwaggerParser (`resolve`), reading from `root`'s specs/ only. Every
 * refusal is also pushed onto `refused`: json-schema-ref-parser 15 wraps a resolver's error in one
 * of its own that keeps neither the message nor the cause, so the caller reports it from there.
 */
export function confinedRefs(root: string, refused: RefError[] = []) {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  return {
    external: true,
    file: false,
    http: false,
    specs: {
      order: 1,
      canRead: true,
      read(file: RefFile): Buffer {
        const [from = '', pointer = ''] = (file.baseUrl ?? '').split('#');
        const ref = file.reference ?? file.url;
        const fail = (reason: string) => {
          const error = new RefError(from ? relative(decodeURI(from)) : relative(file.url), decodeURIComponent(pointer), ref, reason);
          refused.push(error);
          return error;
        };
        // Any scheme (http:, https:, file:, data:): the build reads its own files, never an address.
        if (/^[a-z][a-z0-9+.-]*:/i.test(file.url) && !/^[a-z]:[\\/]/i.test(file.url)) {
          throw fail('only files inside specs/ are read; the build never downloads a URL or reads a file: address');
        }
        let real: string;
        try {
          real = confinedPath(root, 'specs', decodeURI(file.url));
        } catch (error) {
          if (error instanceof ConfinedFileError) throw fail(error.reason);
          throw error;
        }
        const { size } = statSync(real);
        if (size > YAML_LIMITS.maxBytes) throw fail(`the file is ${size} bytes; the limit is ${YAML_LIMITS.maxBytes}`);
        const bytes = readFileSync(real);
        // Nesting is measured before the parser's recursive steps (validation, dereferencing) walk it.
        if (real.endsWith('.json')) {
          let data: unknown;
          try {
            data = JSON.parse(bytes.toString('utf8'));
          } catch {
            return bytes; // the parser reports the syntax error with its position
          }
          const deep = pathDeeperThan(data, YAML_LIMITS.maxDepth);
          if (deep) {
            const error = new RefError(
              relative(real),
              jsonPointer(deep),
              ref,
              `the document is nested more than ${YAML_LIMITS.maxDepth} levels deep here; the limit is ${YAML_LIMITS.maxDepth} (see src/sources/limits.ts)`,
            );
            refused.push(error);
            throw error;
          }
        }
        return bytes;
      },
    },
  };
}
