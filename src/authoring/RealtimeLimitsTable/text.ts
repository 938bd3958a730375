/** A count as the tables write it: 12,500. */
export const formatCount = (v: number) => v.toLocaleString('en-US');

/** The sentence between the two tables, on the page and in its twin. */
export const explanation = (rlsCostFactor: number) =>
  `Realtime runs on your project's compute, so the compute size also caps what a project can do. The lower of the plan quota and the compute capacity applies. Messages checked by row-level security cost ${rlsCostFactor} times as much as unchecked ones.`;
