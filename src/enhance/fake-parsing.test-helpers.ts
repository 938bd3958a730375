import { onTestFinished } from 'vitest';

/**
 * For unit tests: a document still being parsed, as the enhancer (an async script) can find it.
 * happy-dom's documents are always parsed; this makes `doc.readyState` say 'loading' until the
 * returned function ends parsing the way a browser does: `interactive`, then DOMContentLoaded.
 * A test that fails before then leaves the document parsed all the same.
 */
export function stillParsing(doc: Document = document): () => void {
  const end = () => void delete (doc as { readyState?: unknown }).readyState;
  Object.defineProperty(doc, 'readyState', { configurable: true, get: () => 'loading' });
  onTestFinished(end);
  return () => {
    end();
    doc.dispatchEvent(new Event('DOMContentLoaded'));
  };
}
