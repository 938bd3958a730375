/**
 * The lifetime of the diagram renderer, without the DOM (render.ts gives it the real frame; the
 * tests give it fakes). mermaid runs in a frame of its own because an ES module, once imported,
 * stays in its realm for good: in the page's realm, one diagram page kept mermaid's code in the
 * heap of a long session. A frame's realm goes away with the frame, so the frame is opened on the
 * first drawing and removed when nobody holds the renderer any more.
 */

/** A loaded frame: draws one chart at a time with the configuration it is given. */
export interface Frame {
  /** Resolves to the SVG markup, a string of this realm; rejects with an Error of this realm. */
  render(config: object, id: string, chart: string): Promise<string>;
  remove(): void;
}

export interface SharedRenderer<Theme> {
  /** Draws a chart; the frame is opened first if there is none. */
  render(chart: string, theme: Theme): Promise<string>;
  /** Keeps the frame while a diagram is mounted; call the function it returns on unmount. */
  hold(): () => void;
}

/**
 * `open` makes a frame (and removes what it made if it fails); `configFor` is mermaid's
 * configuration for a theme, sent with every drawing so that the frame keeps none of its own.
 * Drawings run one after another: mermaid's configuration is global to its realm.
 */
export function createSharedRenderer<Theme>(open: () => Promise<Frame>, configFor: (theme: Theme) => object): SharedRenderer<Theme> {
  let frame: Promise<Frame> | undefined;
  let holders = 0;
  let queue: Promise<unknown> = Promise.resolve();
  // Ids stay unique across frames: every drawing ends up in the same page.
  let counter = 0;

  function opened(): Promise<Frame> {
    if (!frame) {
      const opening = open();
      frame = opening;
      // A frame that failed is forgotten, so that a later drawing (another theme) tries again.
      opening.catch(() => {
        if (frame === opening) frame = undefined;
      });
    }
    return frame;
  }

  function hold(): () => void {
    holders += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      holders -= 1;
      if (holders > 0 || !frame) return;
      const closing = frame;
      frame = undefined;
      closing.then(
        (f) => f.remove(),
        () => undefined,
      );
    };
  }

  function render(chart: string, theme: Theme): Promise<string> {
    // A drawing holds the frame too: one under way when the last diagram unmounts finishes first.
    const release = hold();
    const job = queue.then(async () => {
      const f = await opened();
      counter += 1;
      return f.render(configFor(theme), `plinth-diagram-${counter}`, chart);
    });
    queue = job.catch(() => undefined);
    job.then(release, release);
    return job;
  }

  return { render, hold };
}
