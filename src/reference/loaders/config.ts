import { referenceUrls } from '../../lib/site-urls';
import { configKey } from '../../references.config';
import type { RefItem, RefParam, ReferenceDoc } from '../model';
import { configSpecFile, type ConfigSpec } from '../self-hosting/schema';

const variableParam = (v: ConfigSpec['variables'][number]): RefParam => ({
  name: v.name,
  type: v.type,
  required: v.required,
  defaultValue: v.default,
  values: v.values,
  description: v.description,
  // Variables are linkable by their own name: #GOTRUE_SITE_URL.
  anchor: v.name,
});

/** A `.env` with the required variables, each at its default or example value. */
export function envExample(spec: ConfigSpec): string {
  const required = spec.variables.filter((v) => v.required);
  return required.map((v) => `${v.name}=${v.example ?? v.default ?? ''}`).join('\n');
}

/**
 * A self-hosted service's configuration as a reference: one section per group with its
 * variables (anchored by name, filterable on the page), the service's HTTP endpoints where its
 * facts list them, and a generated `.env` of the required variables.
 */
export function configReference(spec: ConfigSpec): ReferenceDoc {
  const sections = spec.groups
    .map((group) => ({ group, variables: spec.variables.filter((v) => v.group === group.id) }))
    .filter(({ variables }) => variables.length)
    .map(({ group, variables }) => ({
      id: `group-${group.id}`,
      title: group.title,
      items: [
        {
          id: `${group.id}-variables`,
          title: `${group.title} variables`,
          description: group.description,
          paramGroups: [{ title: 'Environment variables', params: variables.map(variableParam) }],
          examples: [],
          links: [],
          depth: 0,
        } satisfies RefItem,
      ],
    }));
  const endpoints: RefItem[] = (spec.endpoints ?? []).map((e) => ({
    id: `${e.method.toLowerCase()}-${
      e.path
        .replace(/[^a-zA-Z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'root'
    }`,
    title: `${e.method} ${e.path}`,
    description: e.description,
    badges: e.auth ? ['Needs a service role JWT'] : [],
    paramGroups: [],
    examples: [],
    links: [],
    depth: 0,
  }));
  const env = envExample(spec);
  return {
    key: configKey(spec.service),
    kind: 'config',
    title: spec.title,
    label: spec.title,
    description: `Every environment variable of the self-hosted ${spec.title.toLowerCase()}: type, default, whether it is required.`,
    versions: [],
    // One version, and no item pages: a variable is read on the long page, at its anchor.
    page: referenceUrls(configKey(spec.service)).page,
    overview: spec.description,
    filterable: true,
    language: 'env',
    sections: [
      ...sections,
      ...(endpoints.length ? [{ id: 'endpoints', title: 'HTTP endpoints', items: endpoints }] : []),
      {
        id: 'env-example',
        title: 'Example .env',
        items: [
          {
            id: 'required-variables',
            title: 'The required variables',
            description:
              'A starting point for the service in your `.env` (or your compose file): every required variable, at its default or an example value. Replace the example secrets with your own.',
            paramGroups: [],
            examples: [{ id: 'env', name: '.env', lang: 'env', code: env }],
            links: [],
            depth: 0,
          },
        ],
      },
    ].map((section) => ({ ...section, source: configSpecFile(spec.service) })),
  };
}
