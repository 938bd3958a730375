import { themeVariablesFor, type MermaidTheme } from './diagram';
import { createSharedRenderer, type Frame } from './shared-renderer';

/**
 * The frame's module: it imports mermaid's prebuilt ESM bundle next to it (both copied to public/
 * by builder/vendor.ts, never bundled by us) and defines `plinthRender` in the frame's realm.
 */
export const FRAME_MODULE_URL = '/vendor/mermaid/frame.mjs';
/** mermaid and what it imports at once are ~200 KB gzip: 30 s is a slow connection, not a healthy one. */
export const FRAME_TIMEOUT_MS = 30_000;

/**
 * mermaid's configuration for a theme, the one place it is written. `securityLevel: 'strict'`
 * sanitises labels and disables click handlers: a diagram in the docs can never run script.
 */
export function mermaidConfigFor(theme: MermaidTheme) {
  return {
    startOnLoad: false,
    securityLevel: 'strict',
    theme,
    themeVariables: themeVariablesFor(theme),
    suppressErrorRendering: true,
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  };
}

type FrameRender = (config: string, id: string, chart: string) => Promise<unknown>;

/** The message of an error thrown in the frame's realm (`instanceof Error` is false there). */
function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}

/**
 * Opens a same-origin frame with mermaid in it. The frame has no `src`: its empty document shares
 * the page's origin and Content-Security-Policy, so the module script it is given loads like any
 * script of the site, and no framing rule of the server is involved (pages may not be framed).
 * It is laid out, off-screen and at a real size, because mermaid measures text (getBBox) in its
 * own document; `display: none` would measure nothing. Hidden from assistive tech and focus.
 */
export function openFrame(doc: Document = document, timeoutMs = FRAME_TIMEOUT_MS): Promise<Frame> {
  return new Promise((resolve, reject) => {
    const iframe = doc.createElement('iframe');
    iframe.setAttribute('aria-hidden', 'true');
    iframe.tabIndex = -1;
    iframe.dataset.mermaidFrame = '';
    iframe.style.cssText = 'position:fixed;left:-10000px;top:0;width:1024px;height:768px;border:0;pointer-events:none';
    doc.body.append(iframe);
    const win = iframe.contentWindow as (Window & { plinthRender?: FrameRender }) | null;
    const frameDoc = iframe.contentDocument;
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      iframe.remove();
      reject(new Error(message));
    };
    const timer = setTimeout(() => fail(`The diagram renderer did not load within ${timeoutMs / 1000} s`), timeoutMs);
    if (!win || !frameDoc) return fail('The diagram renderer has no frame to run in');

    const script = frameDoc.createElement('script');
    script.type = 'module';
    script.src = new URL(FRAME_MODULE_URL, doc.baseURI).href;
    script.addEventListener('error', () => fail('The diagram renderer could not be loaded'));
    script.addEventListener('load', () => {
      if (settled) return;
      const draw = win.plinthRender;
      if (typeof draw !== 'function') return fail('The diagram renderer did not start');
      settled = true;
      clearTimeout(timer);
      resolve({
        // Only strings cross: the configuration as JSON (mermaid builds its own objects from it) and
        // the SVG back. A value or error of the frame's realm kept here would keep the realm alive.
        async render(config, id, chart) {
          try {
            return String(await draw(JSON.stringify(config), id, chart));
          } catch (error) {
            throw new Error(messageOf(error));
          }
        },
        remove: () => iframe.remove(),
      });
    });
    frameDoc.head.append(script);
  });
}

/** The page's one renderer: each diagram (Mermaid.tsx) holds it from when it comes near until it unmounts. */
export const renderer = createSharedRenderer(() => openFrame(), mermaidConfigFor);
