// A prefix trie over model-number characters. Built with a Map of edges, then frozen into flat typed
// arrays (children of a node stored contiguously, sorted by character), so the matcher's lookups walk
// small integer arrays instead of slicing and hashing strings.

/** Characters are '0'–'9' and 'A'–'Z' (plus '?' in display text): code − 48 fits in 6 bits. */
const CHAR_BITS = 64;
const charIndex = (code: number): number => (code - 48) & 63;

export class PrefixTrie {
  private edges: Map<number, number> | null = new Map();
  private readonly lists: number[][] = [[]];
  // Frozen form: node k's children are edgeChar/edgeChild[firstEdge[k] .. firstEdge[k + 1]).
  private firstEdge = new Int32Array(0);
  private edgeChar = new Uint8Array(0);
  private edgeChild = new Int32Array(0);

  /** Add value under key; a value added twice in a row under one key is kept once. */
  insert(key: string, value: number): void {
    if (this.edges === null) throw new Error('PrefixTrie: insert after freeze');
    let node = 0;
    for (let i = 0; i < key.length; i++) {
      const edge = node * CHAR_BITS + charIndex(key.charCodeAt(i));
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

  /** Compact the edges into typed arrays; call once after the last insert. */
  freeze(): this {
    if (this.edges === null) return this;
    const sorted = [...this.edges].sort((a, b) => a[0] - b[0]);
    const nodes = this.lists.length;
    this.firstEdge = new Int32Array(nodes + 1);
    this.edgeChar = new Uint8Array(sorted.length);
    this.edgeChild = new Int32Array(sorted.length);
    let e = 0;
    for (let node = 0; node < nodes; node++) {
      this.firstEdge[node] = e;
      while (e < sorted.length && Math.floor(sorted[e]![0] / CHAR_BITS) === node) {
        this.edgeChar[e] = sorted[e]![0] % CHAR_BITS;
        this.edgeChild[e] = sorted[e]![1];
        e++;
      }
    }
    this.firstEdge[nodes] = e;
    this.edges = null;
    return this;
  }

  private child(node: number, c: number): number {
    if (this.edges !== null) return this.edges.get(node * CHAR_BITS + c) ?? -1;
    let lo = this.firstEdge[node]!;
    let hi = this.firstEdge[node + 1]!;
    // Deep nodes have one or two children: scan; the root and shallow nodes: binary search.
    if (hi - lo <= 4) {
      for (; lo < hi; lo++) if (this.edgeChar[lo] === c) return this.edgeChild[lo]!;
      return -1;
    }
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const mc = this.edgeChar[mid]!;
      if (mc === c) return this.edgeChild[mid]!;
      if (mc < c) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }

  /**
   * Append to `out` the non-empty value lists of the nodes on the path of key[0..maxDepth) whose depth
   * (characters consumed; the root is 0) is at least fromDepth. `skip` ≥ 0 walks the key as if that
   * character were deleted; `fold` maps each character first (OCR folding). No string is built and no
   * closure is called: this is the matcher's hot path.
   */
  listsOnPath(key: string, maxDepth: number, out: Array<readonly number[]>, fromDepth = 0, skip = -1, fold: Uint8Array | null = null): void {
    let node = 0;
    const root = this.lists[0]!;
    if (fromDepth === 0 && root.length > 0) out.push(root);
    const available = skip >= 0 && skip < key.length ? key.length - 1 : key.length;
    const depth = Math.min(maxDepth, available);
    for (let i = 0; i < depth; i++) {
      let c = key.charCodeAt(skip >= 0 && i >= skip ? i + 1 : i);
      if (fold !== null) c = fold[c & 127]!;
      node = this.child(node, charIndex(c));
      if (node < 0) return;
      const list = this.lists[node]!;
      if (i + 1 >= fromDepth && list.length > 0) out.push(list);
    }
  }

  /**
   * Lists of the fuzzy lookup: the nodes on the path of key, and on the path of every one-deletion
   * variant of key (within maxDepth). A variant skipping character d shares the first d nodes with key,
   * so its walk starts from key's node at depth d; variants past the point where key's own walk
   * ended would die at the same place and are not walked.
   */
  oneDeletionLists(key: string, maxDepth: number, out: Array<readonly number[]>, fold: Uint8Array | null): void {
    const path = this.path.length > maxDepth ? this.path : (this.path = new Int32Array(maxDepth + 1));
    const root = this.lists[0]!;
    if (root.length > 0) out.push(root);
    let node = 0;
    let reached = 0;
    path[0] = 0;
    const depth = Math.min(maxDepth, key.length);
    for (let i = 0; i < depth; i++) {
      let c = key.charCodeAt(i);
      if (fold !== null) c = fold[c & 127]!;
      node = this.child(node, charIndex(c));
      if (node < 0) break;
      path[i + 1] = node;
      reached = i + 1;
      const list = this.lists[node]!;
      if (list.length > 0) out.push(list);
    }
    const lastSkip = Math.min(reached, maxDepth - 1, key.length - 1);
    for (let d = 0; d <= lastSkip; d++) {
      node = path[d]!;
      let at = d;
      for (let i = d + 1; at < maxDepth && i < key.length; i++) {
        let c = key.charCodeAt(i);
        if (fold !== null) c = fold[c & 127]!;
        node = this.child(node, charIndex(c));
        if (node < 0) break;
        at++;
        const list = this.lists[node]!;
        if (list.length > 0) out.push(list);
      }
    }
  }

  private path = new Int32Array(16);

  /** The values stored exactly under key. */
  get(key: string): readonly number[] {
    let node = 0;
    for (let i = 0; i < key.length && node >= 0; i++) node = this.child(node, charIndex(key.charCodeAt(i)));
    return node >= 0 ? this.lists[node]! : [];
  }

  /** Largest value list (for diagnostics). */
  largestList(): number {
    return this.lists.reduce((m, l) => Math.max(m, l.length), 0);
  }
}
