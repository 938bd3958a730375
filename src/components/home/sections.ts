/** One sentence per guide section for the cards on the home page, keyed by section id. */
export const sectionBlurbs: Record<string, string> = {
  'getting-started': 'Create a project, find its URL and keys, and run a quickstart in your framework.',
  database: 'A full Postgres database per project: tables, row-level security, functions, extensions.',
  auth: 'Sign users in with email, magic links, phone or social providers, and secure data per user.',
  storage: 'Store and serve files with access rules written as Postgres policies.',
  functions: 'Run TypeScript on the edge, close to your users, with secrets and database access.',
  realtime: 'Broadcast messages, share presence, and listen to database changes over websockets.',
  ai: 'Store embeddings next to your data and search them with pgvector.',
  api: 'The REST API generated from your schema, and how API keys and policies secure it.',
  graphql: 'Query the same schema with GraphQL, served by a Postgres extension.',
  cli: 'Develop locally with the full stack in Docker, then ship migrations and functions.',
  platform: 'Compute, custom domains, branching, backups and everything about running in production.',
  'self-hosting': 'Run the Plinth stack on your own infrastructure with Docker.',
  resources: 'Move an existing app to Plinth and look up the terms these docs use.',
};
