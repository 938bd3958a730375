import type { SectionNav } from '../types';

export const functionsNav: SectionNav = {
  id: 'functions',
  title: 'Edge Functions',
  href: '/guides/functions',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/functions' }],
    },
    {
      title: 'Getting started',
      items: [
        { title: 'Create an Edge Function', href: '/guides/functions/quickstart' },
        { title: 'Deploy to Production', href: '/guides/functions/deploy' },
        { title: 'Setting up your editor', href: '/guides/functions/local-development' },
      ],
    },
    {
      title: 'Guides',
      items: [
        { title: 'Managing dependencies', href: '/guides/functions/import-maps' },
        { title: 'Managing environment variables', href: '/guides/functions/secrets' },
        { title: 'Integrating with Plinth Auth', href: '/guides/functions/auth' },
        { title: 'Integrating with Postgres', href: '/guides/functions/connect-to-postgres' },
        { title: 'Integrating with Plinth Storage', href: '/guides/functions/storage-caching' },
        { title: 'Handling Routing in Functions', href: '/guides/functions/routing' },
        { title: 'Running AI Models', href: '/guides/functions/ai-models' },
        { title: 'Deploying with CI / CD pipelines', href: '/guides/functions/cicd-workflow' },
      ],
    },
    {
      title: 'Debugging',
      items: [
        { title: 'Local Debugging with DevTools', href: '/guides/functions/debugging-tools' },
        { title: 'Logging', href: '/guides/functions/logging' },
        { title: 'Troubleshooting Common Issues', href: '/guides/functions/troubleshooting' },
        { title: 'Testing your Edge Functions', href: '/guides/functions/unit-test' },
        { title: 'Monitoring with Sentry', href: '/guides/functions/examples/sentry-monitoring' },
      ],
    },
    {
      title: 'Platform',
      items: [
        { title: 'Regional invocations', href: '/guides/functions/regional-invocation' },
        { title: 'Status codes', href: '/guides/functions/status-codes' },
        { title: 'Limits', href: '/guides/functions/limits' },
      ],
    },
    {
      title: 'Examples',
      items: [
        { title: 'CORS support for invoking from the browser', href: '/guides/functions/cors' },
        { title: 'Scheduling Functions', href: '/guides/functions/schedule-functions' },
        { title: 'Sending Push Notifications', href: '/guides/functions/examples/push-notifications' },
        { title: 'Generating AI images', href: '/guides/functions/examples/amazon-bedrock-image-generator' },
        { title: 'Generating OG images', href: '/guides/functions/examples/og-image' },
        { title: 'Semantic AI Search', href: '/guides/functions/examples/semantic-search' },
        { title: 'CAPTCHA support with Cloudflare Turnstile', href: '/guides/functions/examples/cloudflare-turnstile' },
        { title: 'Building a Discord Bot', href: '/guides/functions/examples/discord-bot' },
        { title: 'Building a Telegram Bot', href: '/guides/functions/examples/telegram-bot' },
        { title: 'Handling Stripe Webhooks', href: '/guides/functions/examples/stripe-webhooks' },
        { title: 'Rate-limiting with Redis', href: '/guides/functions/examples/rate-limiting' },
        { title: 'Taking Screenshots with Puppeteer', href: '/guides/functions/examples/screenshots' },
        { title: 'Slack Bot responding to mentions', href: '/guides/functions/examples/slack-bot-mention' },
      ],
    },
    {
      title: 'Third-Party Tools',
      items: [
        { title: 'Dart Edge on Plinth', href: '/guides/functions/dart-edge' },
        { title: 'Browserless.io', href: '/guides/functions/examples/screenshots' },
        { title: 'Hugging Face', href: '/guides/ai/examples/huggingface-image-captioning' },
        { title: 'Monitoring with Sentry', href: '/guides/functions/examples/sentry-monitoring' },
        { title: 'OpenAI API', href: '/guides/ai/examples/openai' },
        { title: 'Sending Emails with Resend', href: '/guides/functions/examples/send-emails' },
        { title: 'Upstash Redis', href: '/guides/functions/examples/upstash-redis' },
        { title: 'Type-Safe SQL with Kysely', href: '/guides/functions/kysely-postgres' },
      ],
    },
  ],
};
