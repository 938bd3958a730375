import type { NextConfig } from 'next';
import { cpus } from 'node:os';

const config: NextConfig = {
  output: 'export',
  // `npm run build` exports into its staging folder, published whole when complete (builder/publish.ts).
  ...(process.env.PLINTH_EXPORT_DIR ? { distDir: process.env.PLINTH_EXPORT_DIR } : {}),
  // Static HTML for every route; `/guides/auth` is written as `guides/auth.html`.
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run dev` is opened as http://127.0.0.1:3000 like the built site; let it load dev resources.
  allowedDevOrigins: ['127.0.0.1'],
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` runs tsc separately; no need to check twice
  // Build-time libraries run from node_modules instead of being bundled: bundling Shiki's grammars
  // and the MDX compiler into server chunks was most of the compile time.
  // The parsers that find client calls in code blocks load their WebAssembly and grammars from disk.
  // esbuild compiles the inline boot script once per process (src/enhance/boot-script.ts).
  serverExternalPackages: [
    'esbuild',
    'shiki',
    '@shikijs/core',
    '@mdx-js/mdx',
    'yaml',
    'remark-gfm',
    'remark-parse',
    'remark-rehype',
    'unified',
    'hast-util-to-jsx-runtime',
    'typescript',
    'web-tree-sitter',
    'tree-sitter-wasms',
  ],
  enablePrerenderSourceMaps: false,
  experimental: {
    turbopackSourceMaps: false,
    // Pre-render with both cores of a small CI machine (Next uses cores - 1 by default).
    cpus: Math.max(2, cpus().length),
  },
};

export default config;
