import { CopyButton } from '@/ui/CopyButton';

/** Copies a value the widget computed (a token, a secret), with the site's 1-second "Copied" state. */
export function CopyTextButton({ text, label, disabled }: { text: string; label: string; disabled?: boolean }) {
  return (
    <CopyButton
      text={text}
      label={label}
      disabled={disabled}
      className="shrink-0 rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-1.5 text-sm font-medium text-[var(--fg)] hover:bg-[var(--bg-soft)] disabled:cursor-not-allowed disabled:opacity-60"
    />
  );
}
