import { parseSpecFile, readSpecFile, SpecErrors, type SpecError } from '../../sources/spec-file';
import { configSpecFile, configSpecSchema, type ConfigSpec } from './schema';

/**
 * A service's configuration spec, validated: the schema, then every variable in a group the spec
 * declares, names unique. Every problem is reported at once.
 */
export function parseConfigSpec(text: string, file: string): ConfigSpec {
  const { data: spec, located } = parseSpecFile(text, file, configSpecSchema);
  const problems: SpecError[] = [];
  const groups = new Set(spec.groups.map((g) => g.id));
  const names = new Set<string>();
  spec.variables.forEach((variable, v) => {
    if (!groups.has(variable.group))
      problems.push(located.error(['variables', v, 'group'], `no group "${variable.group}" (groups: ${[...groups].join(', ')})`));
    if (names.has(variable.name)) problems.push(located.error(['variables', v, 'name'], `duplicate variable "${variable.name}"`));
    names.add(variable.name);
    if (variable.values && variable.default !== undefined && !variable.values.includes(variable.default))
      problems.push(located.error(['variables', v, 'default'], `default "${variable.default}" is not one of its values`));
  });
  if (problems.length) throw new SpecErrors(problems);
  return spec;
}

const cache = new Map<string, ConfigSpec>();

export function loadConfigSpec(service: string): ConfigSpec {
  const file = configSpecFile(service);
  const known = cache.get(file);
  if (known && process.env.NODE_ENV === 'production') return known;
  const spec = parseConfigSpec(readSpecFile(file), file);
  cache.set(file, spec);
  return spec;
}
