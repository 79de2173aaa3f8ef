// A prefix trie over model-number characters. Built with a hash of edges, then frozen into flat typed
// arrays, so the matcher's lookups walk small integer arrays instead of slicing and hashing strings.
// Frozen layout (cache-friendly: a walk touches few cache lines): nodes renumbered in depth-first
// order (a chain of single children is consecutive in memory), one 4-int record per node, each edge
// one int (child × 64 + character), and every node's values in one flat array (CSR), which the
// matcher reads as [start, end) ranges.

/** Characters are '0'–'9' and 'A'–'Z' (plus '?' in display text): code − 48 fits in 6 bits. */
const CHAR_BITS = 64;
const charIndex = (code: number): number => (code - 48) & 63;
/** Nodes with more children than this get a direct lookup row (DENSE_WIDTH slots, one per char index). */
const MAX_SCANNED_CHILDREN = 4;
const DENSE_WIDTH = CHAR_BITS;

const EMPTY: readonly number[] = [];

/** Open-addressing hash of edges (key node * 64 + char → child) used while building; cheaper than a Map. */
class EdgeTable {
  keys = new Int32Array(1 << 12).fill(-1);
  values = new Int32Array(1 << 12);
  size = 0;
  private bits = 12;

  private slot(key: number): number {
    const mask = this.keys.length - 1;
    // Fibonacci hashing: the high bits of key × 2^32/φ.
    let i = Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
    while (this.keys[i] !== -1 && this.keys[i] !== key) i = (i + 1) & mask;
    return i;
  }

  get(key: number): number {
    const i = this.slot(key);
    return this.keys[i] === -1 ? -1 : this.values[i]!;
  }

  set(key: number, value: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const i = this.slot(key);
    if (this.keys[i] === -1) this.size++;
    this.keys[i] = key;
    this.values[i] = value;
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Int32Array(keys.length * 2).fill(-1);
    this.values = new Int32Array(keys.length * 2);
    this.bits++;
    this.size = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== -1) this.set(keys[i]!, values[i]!);
  }
}

export class PrefixTrie {
  private edges: EdgeTable | null = new EdgeTable();
  /** Value list per node; nodes that hold no value share EMPTY until a value arrives. */
  private lists: Array<number[] | readonly number[]> = [EMPTY];
  // Frozen form, per node k (depth-first numbering): info[4k] = first edge, or −(dense row offset) − 1
  // for a node with a direct lookup row; info[4k + 1] = end of its edges; info[4k + 2 .. 4k + 3] = its
  // values' range in `values`. edge = child × CHAR_BITS + character index; children sorted by character.
  private info = new Int32Array(4);
  private edge = new Int32Array(0);
  // Nodes with many children (the root, shallow nodes) have a direct row of DENSE_WIDTH slots.
  private denseTable = new Int32Array(0);
  /** All value lists, node after node (values mapped through `freeze`'s remap). */
  values = new Int32Array(0);

  /** Add value under key; a value added twice in a row under one key is kept once. */
  insert(key: string, value: number): void {
    this.insertFrom(0, key, 0, key.length, -1, null, value, null);
  }

  /**
   * Insert under the first `length` characters of key read from position `from` (skipping the
   * character at `skip`, folding with `fold`), starting at `node`. Records the path's nodes in `path`
   * (path[k] = node after k characters) when given. Returns the final node.
   */
  insertFrom(node: number, key: string, from: number, length: number, skip: number, fold: Uint8Array | null, value: number, path: Int32Array | null): number {
    const edges = this.edges;
    if (edges === null) throw new Error('PrefixTrie: insert after freeze');
    let i = from;
    for (let k = 0; k < length; k++, i++) {
      if (i === skip) i++;
      let c = key.charCodeAt(i);
      if (fold !== null) c = fold[c & 127]!;
      const edge = node * CHAR_BITS + charIndex(c);
      let child = edges.get(edge);
      if (child < 0) {
        child = this.lists.length;
        this.lists.push(EMPTY);
        edges.set(edge, child);
      }
      node = child;
      if (path !== null) path[k + 1] = node;
    }
    const list = this.lists[node]!;
    if (list === EMPTY) this.lists[node] = [value];
    else if (list[list.length - 1] !== value) (list as number[]).push(value);
    return node;
  }

  /**
   * Compact into the frozen layout; call once after the last insert. `remap` (optional) maps each
   * stored value to the one written into `values` (the value lists keep the inserted values).
   */
  freeze(remap: Int32Array | null = null): this {
    const edges = this.edges;
    if (edges === null) return this;
    const nodes = this.lists.length;
    // Children per build-time node, sorted by character.
    const first = new Int32Array(nodes + 1);
    const { keys, values } = edges;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== -1) first[Math.floor(keys[i]! / CHAR_BITS) + 1]!++;
    for (let n = 0; n < nodes; n++) first[n + 1]! += first[n]!;
    const fill = first.slice(0, nodes);
    const chars = new Uint8Array(edges.size);
    const children = new Int32Array(edges.size);
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === -1) continue;
      const at = fill[Math.floor(keys[i]! / CHAR_BITS)]!++;
      chars[at] = keys[i]! % CHAR_BITS;
      children[at] = values[i]!;
    }
    // Insertion sort of each node's children (ranges are short): stable layout.
    for (let n = 0; n < nodes; n++) {
      for (let a = first[n]! + 1; a < first[n + 1]!; a++) {
        const c = chars[a]!;
        const ch = children[a]!;
        let b = a - 1;
        for (; b >= first[n]! && chars[b]! > c; b--) {
          chars[b + 1] = chars[b]!;
          children[b + 1] = children[b]!;
        }
        chars[b + 1] = c;
        children[b + 1] = ch;
      }
    }
    // Depth-first preorder numbering (children in character order); the root stays 0.
    const order = new Int32Array(nodes);
    const renumber = new Int32Array(nodes);
    const stack = new Int32Array(nodes);
    let sp = 0;
    let next = 0;
    stack[sp++] = 0;
    while (sp > 0) {
      const o = stack[--sp]!;
      renumber[o] = next;
      order[next++] = o;
      for (let e = first[o + 1]! - 1; e >= first[o]!; e--) stack[sp++] = children[e]!;
    }
    let rows = 0;
    let valueCount = 0;
    for (let n = 0; n < nodes; n++) {
      if (first[n + 1]! - first[n]! > MAX_SCANNED_CHILDREN) rows++;
      valueCount += this.lists[n]!.length;
    }
    const info = new Int32Array(4 * nodes);
    const edge = new Int32Array(edges.size);
    const denseTable = new Int32Array(DENSE_WIDTH * rows).fill(-1);
    const flat = new Int32Array(valueCount);
    const lists: Array<number[] | readonly number[]> = new Array(nodes);
    let e = 0;
    let v = 0;
    let row = 0;
    for (let n = 0; n < nodes; n++) {
      const o = order[n]!;
      const start = e;
      for (let k = first[o]!; k < first[o + 1]!; k++) edge[e++] = renumber[children[k]!]! * CHAR_BITS + chars[k]!;
      if (e - start > MAX_SCANNED_CHILDREN) {
        for (let k = start; k < e; k++) denseTable[row + (edge[k]! & (CHAR_BITS - 1))] = edge[k]! >> 6;
        info[4 * n] = -row - 1;
        row += DENSE_WIDTH;
      } else {
        info[4 * n] = start;
      }
      info[4 * n + 1] = e;
      const list = this.lists[o]!;
      lists[n] = list;
      info[4 * n + 2] = v;
      for (let k = 0; k < list.length; k++) flat[v++] = remap !== null ? remap[list[k]!]! : list[k]!;
      info[4 * n + 3] = v;
    }
    this.info = info;
    this.edge = edge;
    this.denseTable = denseTable;
    this.values = flat;
    this.lists = lists;
    this.edges = null;
    return this;
  }

  private child(node: number, c: number): number {
    return this.edges !== null ? this.edges.get(node * CHAR_BITS + c) : this.frozenChild(node, c);
  }

  private frozenChild(node: number, c: number): number {
    const at = this.info[4 * node]!;
    if (at < 0) return this.denseTable[c - at - 1]!;
    const end = this.info[4 * node + 1]!;
    for (let e = at; e < end; e++) {
      const x = this.edge[e]!;
      if ((x & (CHAR_BITS - 1)) === c) return x >> 6;
    }
    return -1;
  }

  /** Append node's value range to out at w when non-empty; returns the new write position. */
  private range(node: number, out: Int32Array, w: number): number {
    const start = this.info[4 * node + 2]!;
    const end = this.info[4 * node + 3]!;
    if (end > start) {
      out[w] = start;
      out[w + 1] = end;
      return w + 2;
    }
    return w;
  }

  /**
   * listsOnPath (no skip, no fold) as [start, end) ranges of `values`, written to out from 0 (the
   * same lists in the same order); returns the number of ints written. Frozen tries only.
   */
  rangesOnPath(key: string, maxDepth: number, out: Int32Array): number {
    let w = this.range(0, out, 0);
    const depth = Math.min(maxDepth, key.length);
    let node = 0;
    for (let i = 0; i < depth; i++) {
      node = this.frozenChild(node, charIndex(key.charCodeAt(i)));
      if (node < 0) break;
      w = this.range(node, out, w);
    }
    return w;
  }

  /** Ints `out` needs for rangesOnPath / oneDeletionRanges with this maxDepth. */
  static rangesCapacity(maxDepth: number): number {
    return 2 * (maxDepth + 2) * (maxDepth + 2);
  }

  /** oneDeletionLists as [start, end) ranges of `values` (the same lists in the same order); returns the ints written. */
  oneDeletionRanges(key: string, maxDepth: number, out: Int32Array, fold: Uint8Array | null): number {
    if (this.edges !== null) throw new Error('PrefixTrie: oneDeletionRanges before freeze');
    const len = Math.min(key.length, maxDepth + 1);
    if (this.path.length <= len) {
      this.path = new Int32Array(len + 1);
      this.chars = new Int32Array(len + 1);
    }
    const path = this.path;
    const cq = this.chars;
    for (let i = 0; i < len; i++) {
      const c = key.charCodeAt(i);
      cq[i] = charIndex(fold !== null ? fold[c & 127]! : c);
    }
    let w = this.range(0, out, 0);
    let node = 0;
    let reached = 0;
    path[0] = 0;
    const depth = Math.min(maxDepth, len);
    for (let i = 0; i < depth; i++) {
      node = this.frozenChild(node, cq[i]!);
      if (node < 0) break;
      path[i + 1] = node;
      reached = i + 1;
      w = this.range(node, out, w);
    }
    const lastSkip = Math.min(reached, maxDepth - 1, len - 1);
    for (let d = 0; d <= lastSkip; d++) {
      node = path[d]!;
      let at = d;
      for (let i = d + 1; at < maxDepth && i < len; i++) {
        node = this.frozenChild(node, cq[i]!);
        if (node < 0) break;
        at++;
        w = this.range(node, out, w);
      }
    }
    return w;
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
    if (this.edges !== null) throw new Error('PrefixTrie: oneDeletionLists before freeze');
    const len = Math.min(key.length, maxDepth + 1);
    if (this.path.length <= len) {
      this.path = new Int32Array(len + 1);
      this.chars = new Int32Array(len + 1);
    }
    const path = this.path;
    const cq = this.chars;
    for (let i = 0; i < len; i++) {
      const c = key.charCodeAt(i);
      cq[i] = charIndex(fold !== null ? fold[c & 127]! : c);
    }
    const root = this.lists[0]!;
    if (root.length > 0) out.push(root);
    let node = 0;
    let reached = 0;
    path[0] = 0;
    const depth = Math.min(maxDepth, len);
    for (let i = 0; i < depth; i++) {
      node = this.frozenChild(node, cq[i]!);
      if (node < 0) break;
      path[i + 1] = node;
      reached = i + 1;
      const list = this.lists[node]!;
      if (list.length > 0) out.push(list);
    }
    const lastSkip = Math.min(reached, maxDepth - 1, len - 1);
    for (let d = 0; d <= lastSkip; d++) {
      node = path[d]!;
      let at = d;
      for (let i = d + 1; at < maxDepth && i < len; i++) {
        node = this.frozenChild(node, cq[i]!);
        if (node < 0) break;
        at++;
        const list = this.lists[node]!;
        if (list.length > 0) out.push(list);
      }
    }
  }

  private path = new Int32Array(16);
  private chars = new Int32Array(16);

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
