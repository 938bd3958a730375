import type { ComponentProps } from 'react';
import { CopyButton } from './CopyButton';
import { CodeCredentials } from '@/panel/CodeCredentials';

type PreProps = ComponentProps<'pre'> & { 'data-title'?: string; 'data-lang'?: string; 'data-credentials'?: string; 'data-code-html'?: string };

/**
 * A highlighted code block (rendered by Shiki at build time, see rehype-code) with its title bar
 * and copy button. The highlighted code comes as an HTML string, rendered as is.
 */
export function CodeBlock({ 'data-title': title, 'data-lang': lang, 'data-credentials': credentials, 'data-code-html': codeHtml, children, ...pre }: PreProps) {
  return (
    <figure className="code-block not-prose my-5 overflow-hidden rounded-lg border border-[var(--border)]" data-copy-root="" data-credentials={credentials}>
      <figcaption className="flex items-center justify-between gap-2 border-b border-[var(--border)] bg-[var(--bg-soft)] px-3 py-1.5 text-xs">
        <span className="truncate font-mono text-[var(--fg-muted)]">{title ?? lang}</span>
        <CopyButton label={title ? `Copy ${title}` : 'Copy code'} />
      </figcaption>
      {codeHtml === undefined ? (
        <pre {...pre} data-copy-source="">
          {children}
        </pre>
      ) : (
        <pre {...pre} data-copy-source="" dangerouslySetInnerHTML={{ __html: codeHtml }} />
      )}
      {credentials ? <CodeCredentials /> : null}
    </figure>
  );
}
