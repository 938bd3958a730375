'use client';

/**
 * The panel with its data part in one chunk group, for a reader with a stored session (mdx.tsx
 * picks it): they need both at once, and fetching PanelData only once Panel has run would add a
 * round trip. Importing PanelData from mdx.tsx instead duplicated Panel's modules into a second
 * chunk (5.5 KB gzip, measured): here they share one. Panel's own import of PanelData finds the
 * module loaded.
 */
import './PanelData';

export { default } from './Panel';
