/** damerau-levenshtein: the edit distance that counts swapping two adjacent letters as one edit. */
declare module 'damerau-levenshtein' {
  const distance: (a: string, b: string, limit?: number) => { steps: number; relative: number; similarity: number };
  export default distance;
}
