// The module of the diagram renderer's frame (render.ts opens the frame and adds this script to
// it; builder/vendor.ts copies it next to mermaid's bundle). It runs in the frame's realm, so
// mermaid is imported there and goes away with the frame. Plain JavaScript: the browser loads it
// as it is, and it is too small to need a build step.
import mermaid from './mermaid.esm.min.mjs';

// The configuration arrives as JSON with every drawing: render.ts is its one source, and mermaid
// gets objects of its own realm. The parent runs drawings one after another.
globalThis.plinthRender = async (config, id, chart) => {
  mermaid.initialize(JSON.parse(config));
  const { svg } = await mermaid.render(id, chart);
  return svg;
};
