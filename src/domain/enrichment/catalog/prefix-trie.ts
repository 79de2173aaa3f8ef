// A prefix trie over model-number characters with integer node ids, so a lookup walks numeric Map
// keys instead of slicing and hashing strings (the matcher does this for every query).

/** Characters are '0'–'9' and 'A'–'Z' (plus '?' in display text): codes 48–90 fit in 6 bits. */
const CHAR_BITS = 64;

export class PrefixTrie {
  private readonly edges = new Map<number, number>();
  private readonly lists: number[][] = [[]];

  /** Add value under key; a value added twice in a row under one key is kept once. */
  insert(key: string, value: number): void {
    let node = 0;
    for (let i = 0; i < key.length; i++) {
      const edge = node * CHAR_BITS + ((key.charCodeAt(i) - 48) & 63);
      let child = this.edges.get(edge);
      if (child === undefined) {
        child = this.lists.length;
        this.lists.push([]);
        this.edges.set(edge, child);
      }
      node = child;
    }
    const list = this.lists[node]!;
    if (list[list.length - 1] !== value) list.push(value);
  }

  /** Visit the value list of every node on the path of key[0..maxDepth), the root's included. */
  walk(key: string, maxDepth: number, visit: (list: readonly number[]) => void): void {
    let node = 0;
    const root = this.lists[0]!;
    if (root.length > 0) visit(root);
    const depth = Math.min(maxDepth, key.length);
    for (let i = 0; i < depth; i++) {
      const child = this.edges.get(node * CHAR_BITS + ((key.charCodeAt(i) - 48) & 63));
      if (child === undefined) return;
      node = child;
      const list = this.lists[node]!;
      if (list.length > 0) visit(list);
    }
  }

  /**
   * Append to `out` the non-empty value lists of the nodes on the path of key[0..maxDepth) whose depth
   * (characters consumed; the root is 0) is at least fromDepth. No closure: this is the matcher's hot path.
   */
  listsOnPath(key: string, maxDepth: number, out: Array<readonly number[]>, fromDepth = 0): void {
    let node = 0;
    const root = this.lists[0]!;
    if (fromDepth === 0 && root.length > 0) out.push(root);
    const depth = Math.min(maxDepth, key.length);
    for (let i = 0; i < depth; i++) {
      const child = this.edges.get(node * CHAR_BITS + ((key.charCodeAt(i) - 48) & 63));
      if (child === undefined) return;
      node = child;
      const list = this.lists[node]!;
      if (i + 1 >= fromDepth && list.length > 0) out.push(list);
    }
  }

  /** The values stored exactly under key. */
  get(key: string): readonly number[] {
    let node = 0;
    for (let i = 0; i < key.length; i++) {
      const child = this.edges.get(node * CHAR_BITS + ((key.charCodeAt(i) - 48) & 63));
      if (child === undefined) return [];
      node = child;
    }
    return this.lists[node]!;
  }

  /** Largest value list (for diagnostics and the bench). */
  largestList(): number {
    return this.lists.reduce((m, l) => Math.max(m, l.length), 0);
  }
}
