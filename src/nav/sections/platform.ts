import type { SectionNav } from '../types';

export const platformNav: SectionNav = {
  id: 'platform',
  title: 'Platform',
  href: '/guides/platform',
  groups: [
    {
      items: [{ title: 'Overview', href: '/guides/platform' }],
    },
    {
      title: 'Add-ons',
      items: [
        { title: 'Compute Add-ons', href: '/guides/platform/compute-add-ons' },
        { title: 'Custom Domains', href: '/guides/platform/custom-domains' },
        { title: 'Database Backups', href: '/guides/platform/backups' },
        { title: 'IPv4 Address', href: '/guides/platform/ipv4-address' },
        { title: 'Read Replicas', href: '/guides/platform/read-replicas' },
      ],
    },
    {
      title: 'Logging and observability',
      items: [
        { title: 'Logging', href: '/guides/platform/logs' },
        { title: 'Log Drains', href: '/guides/platform/log-drains' },
        { title: 'Metrics', href: '/guides/platform/metrics' },
        { title: 'Monitoring with Sentry', href: '/guides/platform/sentry-monitoring' },
      ],
    },
    {
      title: 'Platform Management',
      items: [
        { title: 'Regions', href: '/guides/platform/regions' },
        { title: 'Custom Postgres Config', href: '/guides/platform/custom-postgres-config' },
        { title: 'Database Size', href: '/guides/platform/database-size' },
        { title: 'Fly Postgres', href: '/guides/platform/fly-postgres' },
        { title: 'HTTP Status Codes', href: '/guides/platform/http-status-codes' },
        { title: 'Management API Errors', href: '/guides/platform/management-api-errors' },
        { title: 'Migrating and Upgrading', href: '/guides/platform/migrating-and-upgrading-projects' },
        { title: 'Multi-factor Authentication', href: '/guides/platform/multi-factor-authentication' },
        { title: 'Transfer Project', href: '/guides/platform/project-transfer' },
        { title: 'Network Restrictions', href: '/guides/platform/network-restrictions' },
        { title: 'Performance Tuning', href: '/guides/platform/performance' },
        { title: 'Branching', href: '/guides/platform/branching' },
      ],
    },
    {
      title: 'Security',
      items: [
        { title: 'Access Control', href: '/guides/platform/access-control' },
        { title: 'SSL Enforcement', href: '/guides/platform/ssl-enforcement' },
        { title: 'Platform-required Permissions', href: '/guides/platform/permissions' },
      ],
    },
    {
      title: 'Billing',
      items: [
        { title: 'How billing works', href: '/guides/platform/org-based-billing' },
        { title: 'Spend caps and cost-controls', href: '/guides/platform/spend-cap' },
        { title: 'Enterprise Billing', href: '/guides/platform/enterprise-billing' },
        { title: 'Billing FAQ', href: '/guides/platform/billing-faq' },
      ],
    },
    {
      title: 'Single sign-on',
      items: [
        { title: 'Enable SSO for your organization', href: '/guides/platform/sso' },
        { title: 'SSO with Azure AD', href: '/guides/platform/sso/azure' },
        { title: 'SSO with Google Workspace', href: '/guides/platform/sso/gsuite' },
        { title: 'SSO with Okta', href: '/guides/platform/sso/okta' },
      ],
    },
    {
      title: 'Terraform',
      items: [
        { title: 'Terraform Provider', href: '/guides/platform/terraform' },
        { title: 'Terraform Tutorial', href: '/guides/platform/terraform/tutorial' },
        { title: 'Reference', href: '/guides/platform/terraform/reference' },
      ],
    },
    {
      title: 'Production Readiness',
      items: [
        { title: 'Shared Responsibility Model', href: '/guides/platform/shared-responsibility-model' },
        { title: 'Maturity Model', href: '/guides/platform/maturity-model' },
        { title: 'Production Checklist', href: '/guides/platform/going-into-prod' },
      ],
    },
    {
      title: 'Integrations',
      items: [
        { title: 'Integrations Marketplace', href: '/guides/platform/marketplace' },
        { title: 'Build a Plinth Integration', href: '/guides/platform/oauth-apps/build-a-plinth-integration' },
        { title: 'OAuth Scopes', href: '/guides/platform/oauth-apps/oauth-scopes' },
      ],
    },
    {
      title: 'Troubleshooting',
      items: [
        { title: 'HTTP and Project Issues', href: '/guides/platform/troubleshooting' },
        { title: 'High Disk IO Consumption', href: '/guides/platform/exhaust-disk-io' },
        { title: 'High CPU Usage', href: '/guides/platform/exhaust-cpu' },
        { title: 'High RAM Usage', href: '/guides/platform/exhaust-ram' },
        { title: 'High Swap Usage', href: '/guides/platform/exhaust-swap' },
      ],
    },
  ],
};
