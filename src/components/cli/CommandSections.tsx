import { commandSectionsHtml } from '@/cli/section-html';
import type { CommandModel } from '@/cli/model';

interface Props {
  commands: CommandModel[];
  headingLevel?: 1 | 3;
  className?: string;
  /**
   * On the full reference, the sections are written into the exported HTML by the post-build step
   * (src/cli/inject-sections.ts) instead of being rendered here: that keeps ~700 KB of markup out
   * of React's page payload, where it would be sent and parsed a second time. Under `next dev`
   * there is no post-build step, so the sections are rendered inline.
   */
  slot?: string;
}

/** Command sections as static HTML (src/cli/section-html.ts), made interactive by the site's enhancer (src/enhance/). */
export function CommandSections({ commands, headingLevel = 3, className, slot }: Props) {
  const deferred = slot !== undefined && process.env.NODE_ENV === 'production';
  return (
    <>
      <div
        className={className}
        data-cli-sections=""
        data-cli-slot={deferred ? slot : undefined}
        dangerouslySetInnerHTML={{ __html: deferred ? '' : commandSectionsHtml(commands, headingLevel) }}
      />
    </>
  );
}
