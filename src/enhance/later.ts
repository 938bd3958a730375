/**
 * How an install leaves work for later. The enhancer's first task, which runs as the page finishes
 * parsing, only adds listeners, so that whatever the reader does is heard from then on, and stays
 * short (a long task there is what Total Blocking Time counts on a slow phone). What only brings
 * the elements in line with what the boot script already showed (aria states, a link's address,
 * islands to watch) is handed to `later` and runs in the enhancer's next task
 * (src/enhance/index.ts). Tests and one-off uses run it at once.
 */
export type Later = (work: () => void) => void;

export const now: Later = (work) => work();
