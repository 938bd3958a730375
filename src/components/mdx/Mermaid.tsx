/**
 * A ```mermaid diagram. Until the diagram widget draws it, the reader sees its source, which is
 * also what stays visible if drawing fails.
 */
export function Mermaid({ chart }: { chart: string }) {
  return (
    <figure className="mermaid-diagram my-5 overflow-x-auto rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4" data-mermaid="">
      <pre className="font-mono text-sm">{chart}</pre>
    </figure>
  );
}
