/** wink-porter2-stemmer: the Porter2 (Snowball English) stemmer, the algorithm Pagefind stems English words with. */
declare module 'wink-porter2-stemmer' {
  const stem: (word: string) => string;
  export default stem;
}
