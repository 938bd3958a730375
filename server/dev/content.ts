import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { devFrameOf } from '../../src/content/dev-frame';
import { isCheckedFile } from './checks';

/**
 * `GET /__plinth/content?file=content/…/*.mdx`: a page's content compiled from its file as it is
 * now, for the open page to put in place the moment its file is saved (DevUpdates.tsx), rather
 * than wait for `router.refresh()` to render the whole page again. Measured on the RLS guide: a warm compile takes
 * 108–204 ms, the refresh 1.5–3 s on a loaded machine (docs/benchmarks.md, 2026-12-01 night).
 * Only content files inside the project's `content/` folder are read, after links are followed.
 */
export interface ContentAnswer {
  status: 200 | 404 | 422;
  /** 200: the content's HTML, and its frame (src/content/dev-frame.ts); otherwise a message. */
  body: { html: string; frame: string } | { problem: string };
}

export async function contentAnswer(root: string, file: string | null): Promise<ContentAnswer> {
  if (file === null || !isCheckedFile(file))
    return { status: 404, body: { problem: `No page is made from ${JSON.stringify(file)}: give a file content/…/*.mdx` } };
  let real: string;
  try {
    real = await realpath(path.join(root, file));
  } catch {
    return { status: 404, body: { problem: `${file} does not exist` } };
  }
  const folder = await realpath(path.join(root, 'content'));
  if (!real.startsWith(folder + path.sep)) return { status: 404, body: { problem: `${file} is not inside content/` } };
  const source = await readFile(real, 'utf8');
  try {
    const { compilePage } = await import('../../src/content/compile');
    const page = await compilePage(file, source);
    return { status: 200, body: { html: page.html, frame: devFrameOf(page) } };
  } catch (error) {
    // The page's own render shows the problem with its lines (DevProblem); this answer only says not to swap.
    return { status: 422, body: { problem: error instanceof Error ? error.message : String(error) } };
  }
}
