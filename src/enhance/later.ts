/**
 * How an install leaves work for later. The enhancer is an `async` script: it can run while the
 * page is still parsing, and its first task only adds listeners (each delegated to the document,
 * so they hear the whole page, however much of it has arrived), so that whatever the reader does
 * is heard from then on, and that task stays short (a long task is what Total Blocking Time
 * counts on a slow phone). What only brings the elements in line with what the boot script
 * already showed (aria states, a link's address, islands to watch) is handed to `later` and runs
 * in a task of its own once the page has been parsed (src/enhance/index.ts). Tests and one-off
 * uses run it at once.
 */
export type Later = (work: () => void) => void;

export const now: Later = (work) => work();

/**
 * Runs `work` once `doc` has been parsed: at once if it has, else at DOMContentLoaded. For what
 * needs the whole page (the runtime's data at the end of <body>) or must not add to a page still
 * being parsed (the search dialog, appended to <body>). Returns how to cancel it, for an install's
 * cleanups: disposed before the page has been parsed, it leaves nothing to run after.
 */
export function afterParsing(doc: Document, work: () => void): () => void {
  if (doc.readyState !== 'loading') {
    work();
    return () => undefined;
  }
  const onParsed = () => work();
  doc.addEventListener('DOMContentLoaded', onParsed, { once: true });
  return () => doc.removeEventListener('DOMContentLoaded', onParsed);
}
