/** Vite's environment variables (`import.meta.env.VITE_*`), as React, Vue and Svelte apps built with Vite read them. See README.md. */
interface ImportMetaEnv {
  readonly [key: `VITE_${string}`]: string;
  readonly MODE: string;
  readonly DEV: boolean;
  readonly PROD: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
