/** Fired on `document` when a page's content slot has been filled (after a client-side navigation too). */
export const CONTENT_EVENT = 'plinth:content';
/** Announces that slot `id` has been written (CONTENT_EVENT): trackers, tabs and islands start again with it. */
export const announceSlot = (id: string) => document.dispatchEvent(new CustomEvent(CONTENT_EVENT, { detail: { slot: id } }));
/** Fired on `document` when island placeholders were added outside a content slot (a command builder opening). */
export const ISLANDS_EVENT = 'plinth:islands';
/** Fired on `document` when the React runtime has hydrated the page (src/enhance/runtime.ts). */
export const RUNTIME_READY_EVENT = 'plinth:runtime-ready';
/** Fired on an island's element (bubbling) once React has hydrated it: early input is replayed into it (src/enhance/island-input.ts). */
export const ISLAND_HYDRATED_EVENT = 'plinth:island-hydrated';
