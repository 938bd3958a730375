import type { ComponentProps } from 'react';

type Level = 2 | 3 | 4;

/** h2–h4 with a link to their own anchor, visible on hover and on keyboard focus. */
export function makeHeading(level: Level) {
  const Tag = `h${level}` as const;
  function Heading({ id, children, ...rest }: ComponentProps<'h2'>) {
    return (
      <Tag id={id} className="group/heading" {...rest}>
        {children}
        {id ? (
          <a href={`#${id}`} className="heading-anchor" aria-label={`Link to this section`}>
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = `H${level}`;
  return Heading;
}
