import type { NextConfig } from 'next';

const config: NextConfig = {
  output: 'export',
  // Static HTML for every route; `/guides/auth` is written as `guides/auth.html`.
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` runs tsc separately; no need to check twice
};

export default config;
