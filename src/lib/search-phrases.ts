/**
 * The words readers use for what the docs call by another name: a small thesaurus of our own,
 * written from the glossary (content/guides/resources/glossary.mdx) and the guides' topics, that
 * the question-aware search (src/lib/question-search.ts) turns into extra searches of the same
 * Pagefind index. "sign in without a password" shares no word with "Passwordless email logins";
 * the entry whose cue is `without password` searches `passwordless magic link` too.
 *
 * Each entry: `when`, cues, each a few words that must all be in the question (any order, any
 * words between; compared after `stem`, so "passwords" matches "password"); `search`, the docs'
 * own words for it. Only data: no UI, no DOM, so the browser and the MCP server share it.
 */
export interface PhraseEntry {
  when: readonly string[];
  search: string;
}

export const SEARCH_PHRASES: readonly PhraseEntry[] = [
  // Auth
  { when: ['without password', 'no password', 'passwordless', 'login link', 'sign in link', 'email link', 'magic'], search: 'passwordless magic link otp' },
  { when: ['one time code', 'one time password', 'verification code', 'text message', 'sms', 'phone number'], search: 'phone login otp sms' },
  { when: ['second factor', 'two factor', '2fa', 'authenticator', 'totp'], search: 'multi-factor authentication mfa' },
  { when: ['without account', 'before account', 'guest', 'without sign up', 'try app'], search: 'anonymous sign-ins' },
  { when: ['bot', 'spam', 'robot', 'captcha'], search: 'captcha bot detection' },
  { when: ['email wording', 'email text', 'email content', 'confirmation email', 'invite email', 'email look', 'email template'], search: 'email templates' },
  { when: ['mail server', 'email provider', 'smtp', 'send email from my domain'], search: 'custom smtp' },
  { when: ['land after', 'redirect after', 'after click link', 'callback url', 'redirect url'], search: 'redirect urls' },
  { when: ['stay logged', 'stay signed', 'logged in long', 'session expire', 'session length', 'refresh token'], search: 'sessions refresh token' },
  { when: ['log out', 'logout', 'sign out', 'signout'], search: 'sign out' },
  { when: ['same user', 'link account', 'merge account', 'connect account', 'multiple provider'], search: 'identity linking' },
  { when: ['identity provider', 'saml', 'okta', 'company login', 'employee'], search: 'single sign-on saml sso' },
  { when: ['before token', 'custom claim', 'add claim', 'modify token', 'auth event'], search: 'auth hooks custom access token' },
  { when: ['admin', 'editor', 'moderator', 'different permission', 'rbac', 'user role'], search: 'role-based access control custom claims' },
  { when: ['own row', 'own data', 'only see', 'only read', 'per user access', 'rls'], search: 'row level security policies' },
  { when: ['hide column', 'column access', 'sensitive column', 'column permission'], search: 'column level security' },
  { when: ['token signed', 'inside token', 'access token', 'jwt'], search: 'json web tokens jwt' },
  { when: ['on server', 'server side', 'ssr', 'server component'], search: 'server-side rendering auth' },
  { when: ['open app from link', 'deep link', 'universal link', 'app link'], search: 'native mobile deep linking' },
  { when: ['strong password', 'leaked password', 'weak password', 'password strength'], search: 'password security' },
  { when: ['too many request', '429', 'throttle', 'rate limit'], search: 'rate limits' },
  { when: ['profile', 'extra field', 'user metadata', 'user data'], search: 'user management profiles' },
  { when: ['frontend key', 'public key', 'client key', 'key safe', 'anon key', 'service role'], search: 'api keys anon key' },
  { when: ['google'], search: 'login with google' },
  { when: ['github'], search: 'login with github' },
  { when: ['apple'], search: 'login with apple' },
  // Database
  { when: ['every night', 'every hour', 'every day', 'every minute', 'midnight', 'schedule', 'periodic', 'cron', 'recurring'], search: 'cron job scheduling' },
  {
    when: ['http from sql', 'api from sql', 'request from database', 'external api sql', 'call api query', 'http query'],
    search: 'pg_net http async networking',
  },
  { when: ['whenever row', 'row inserted', 'on insert', 'notify endpoint', 'webhook'], search: 'database webhooks' },
  { when: ['table change', 'automatically when', 'on update', 'run logic', 'trigger'], search: 'database triggers' },
  { when: ['encrypt', 'secret in database', 'store secret'], search: 'vault secrets encryption' },
  { when: ['slow', 'speed up', 'faster quer', 'performance'], search: 'query optimization performance explain' },
  { when: ['which index', 'index suggestion', 'recommend index', 'missing index', 'add index'], search: 'index advisor indexes' },
  { when: ['many language', 'japanese', 'chinese', 'korean', 'multilingual'], search: 'pgroonga multilingual full text search' },
  { when: ['km', 'distance', 'location', 'nearby', 'near me', 'latitude', 'geo'], search: 'postgis geo queries' },
  { when: ['child row', 'parent removed', 'parent deleted', 'on delete', 'cascade'], search: 'cascade deletes' },
  { when: ['split table', 'by month', 'huge table', 'partition'], search: 'partitioning tables' },
  { when: ['latest for every', 'latest for each', 'first row per', 'most recent each', 'per group', 'for each customer'], search: 'first row in each group' },
  { when: ['serverless', 'vercel', 'cloudflare worker', 'lambda'], search: 'serverless drivers connection' },
  { when: ['csv', 'import', 'bulk load', 'load file into table'], search: 'importing data csv' },
  { when: ['cancel', 'timeout', 'time out', 'statement timeout'], search: 'timeouts statement_timeout' },
  { when: ['stripe customer', 'query stripe', 'from postgres', 'external data', 'foreign'], search: 'foreign data wrappers' },
  { when: ['json shape', 'validate json', 'json schema'], search: 'pg_jsonschema json schema validation' },
  { when: ['unit test', 'test schema', 'test database', 'database test'], search: 'pgtap testing database' },
  { when: ['disk space', 'how big', 'database size', 'storage used', 'running out of space'], search: 'database size disk' },
  { when: ['restore', 'earlier point', 'point in time', 'undo', 'backup'], search: 'database backups point-in-time recovery' },
  { when: ['pull request', 'copy of project', 'preview', 'staging copy', 'branch'], search: 'branching preview branches' },
  { when: ['own domain', 'domain name', 'my domain', 'cname'], search: 'custom domains' },
  { when: ['ip range', 'ip address', 'allowlist', 'firewall', 'office ip'], search: 'network restrictions' },
  { when: ['bill', 'spend', 'cost', 'budget', 'overage'], search: 'spend cap cost control billing' },
  { when: ['move project', 'another organization', 'different organization', 'transfer'], search: 'transfer a project' },
  { when: ['send log', 'datadog', 'export log', 'log to'], search: 'log drains' },
  { when: ['read traffic', 'replica', 'extra database', 'other region'], search: 'read replicas' },
  { when: ['out of memory', 'memory', 'ram'], search: 'high ram usage memory' },
  { when: ['cpu'], search: 'high cpu usage' },
  { when: ['going live', 'go live', 'launch', 'before production', 'production ready', 'checklist'], search: 'production checklist' },
  { when: ['infrastructure as code', 'terraform', 'iac'], search: 'terraform provider' },
  // Storage
  { when: ['large upload', 'large file', 'big file upload', 'dropped connection', 'resume upload', 'interrupted upload', 'tus'], search: 'resumable uploads' },
  { when: ['resize', 'thumbnail', 'image on the fly', 'crop image', 'image size'], search: 'image transformations' },
  { when: ['biggest file', 'max file', 'maximum file', 'file size limit', 'upload limit'], search: 'upload limits file size' },
  { when: ['aws sdk', 's3 client', 's3 api', 's3'], search: 's3 compatibility' },
  { when: ['owner of file', 'file permission', 'who can download', 'private file', 'download own'], search: 'storage access control ownership' },
  { when: ['public folder', 'public bucket', 'avatar', 'folder'], search: 'creating buckets public bucket' },
  { when: ['cached', 'old version', 'stale', 'cache invalidation', 'cdn'], search: 'smart cdn cache' },
  { when: ['rename file', 'move file', 'copy file', 'rename'], search: 'copy and move objects' },
  // Edge Functions
  { when: ['cors', 'from browser', 'preflight'], search: 'cors browser invoking' },
  { when: ['environment variable', 'env var', 'env file', 'function secret', 'api key function'], search: 'secrets environment variables' },
  { when: ['npm package', 'npm module', 'dependency', 'third party library', 'import package'], search: 'managing dependencies import maps npm' },
  { when: ['how long can', 'run time limit', 'execution time', 'function memory', 'function limit'], search: 'edge functions limits' },
  { when: ['github action', 'ci', 'continuous', 'automatic deploy', 'deploy automatically'], search: 'ci cd deploy pipelines github actions' },
  { when: ['stripe payment', 'stripe event', 'payment event'], search: 'stripe webhooks' },
  { when: ['send email', 'transactional email', 'email from function'], search: 'sending emails resend' },
  { when: ['limit how many request', 'requests per', 'rate limiting', 'throttle client'], search: 'rate-limiting redis' },
  { when: ['closest region', 'database region', 'run in region', 'near database'], search: 'regional invocations' },
  // Realtime
  { when: ['online', 'who is', 'typing indicator', 'online users'], search: 'presence' },
  { when: ['listen', 'live update', 'new rows', 'subscribe', 'changes live', 'real time update'], search: 'postgres changes subscribe' },
  { when: ['cursor', 'between clients', 'send message', 'chat room', 'room'], search: 'broadcast channel' },
  { when: ['concurrent connection', 'how many connection', 'connection limit', 'realtime limit'], search: 'realtime quotas' },
  { when: ['join channel', 'private channel', 'unauthorized', 'channel access'], search: 'realtime authorization' },
  // AI & Vectors
  { when: ['embedding', 'similar document', 'similarity', 'vector'], search: 'vector embeddings similarity search' },
  { when: ['keyword and vector', 'keyword vector', 'combine search', 'hybrid'], search: 'hybrid search' },
  { when: ['nearest neighbour', 'nearest neighbor', 'million vector', 'ann', 'faster vector'], search: 'hnsw vector indexes' },
  { when: ['question over', 'answer question', 'chat with doc', 'rag', 'user may see'], search: 'rag with permissions' },
  // REST, GraphQL, CLI, self-hosting, migrations
  { when: ['typescript type', 'generate type', 'types from'], search: 'generating typescript types' },
  { when: ['other schema', 'than public', 'custom schema', 'expose schema'], search: 'using custom schemas' },
  { when: ['together with', 'related row', 'nested', 'one request', 'foreign key query', 'join'], search: 'joins nested tables' },
  { when: ['laptop', 'my machine', 'locally', 'docker', 'local'], search: 'local development docker' },
  { when: ['test data', 'seed', 'sample data', 'fixture'], search: 'seeding your database' },
  { when: ['staging', 'production and', 'environment', 'keep in sync'], search: 'managing environments migrations' },
  { when: ['own server', 'self host', 'my server', 'on premise', 'my infrastructure'], search: 'self-hosting docker' },
  { when: ['firebase'], search: 'migrate from firebase' },
  { when: ['heroku'], search: 'migrate from heroku postgres' },
  { when: ['auth0'], search: 'migrate from auth0' },
  { when: ['stream change', 'replicate', 'another postgres', 'external postgres', 'logical replication'], search: 'replication external postgres' },
];
