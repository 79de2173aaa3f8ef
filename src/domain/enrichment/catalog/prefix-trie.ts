// A prefix trie over model-number characters. Built with a hash of edges, then frozen into one flat
// Int32Array, so the matcher's lookups walk integers instead of slicing and hashing strings.
// Frozen layout (cache-friendly: one cache line per step of a walk, mostly): nodes in depth-first
// order, each a block [header, (values start, values end), edges...] addressed by its offset; a
// sparse node's edges are `child offset × 64 + character`, a wide node's a direct 64-slot row. A
// chain of single children (most deep nodes) is consecutive 2-int blocks. Every node's values sit in
// one flat array (CSR) that the matcher reads as [start, end) ranges.

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

// Block header bits: child count (sparse nodes), has-values flag, dense-row flag, node ordinal above.
const COUNT_MASK = 0x3f;
const HAS_VALUES = 0x40;
const DENSE = 0x80;
const ORDINAL_SHIFT = 8;

export class PrefixTrie {
  private edges: EdgeTable | null = new EdgeTable();
  /** Value list per node (by ordinal once frozen); nodes that hold no value share EMPTY. */
  private lists: Array<number[] | readonly number[]> = [EMPTY];
  /** Frozen blocks (see the file comment); the root's block is at offset 0. */
  private t = new Int32Array(1);
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
    // Depth-first preorder (children in character order): a node's first child follows its block.
    const order = new Int32Array(nodes);
    const stack = new Int32Array(nodes);
    let sp = 0;
    let next = 0;
    stack[sp++] = 0;
    while (sp > 0) {
      const o = stack[--sp]!;
      order[next++] = o;
      for (let e = first[o + 1]! - 1; e >= first[o]!; e--) stack[sp++] = children[e]!;
    }
    // Block offsets, then blocks.
    const offset = new Int32Array(nodes);
    let size = 0;
    let valueCount = 0;
    for (let n = 0; n < nodes; n++) {
      const o = order[n]!;
      const count = first[o + 1]! - first[o]!;
      const listLength = this.lists[o]!.length;
      offset[o] = size;
      size += 1 + (listLength > 0 ? 2 : 0) + (count > MAX_SCANNED_CHILDREN ? DENSE_WIDTH : count);
      valueCount += listLength;
    }
    if (size * CHAR_BITS > 0x7fffffff || nodes >= 1 << (31 - ORDINAL_SHIFT)) throw new Error('PrefixTrie: too large for 32-bit blocks');
    const t = new Int32Array(size);
    const flat = new Int32Array(valueCount);
    const lists: Array<number[] | readonly number[]> = new Array(nodes);
    let v = 0;
    for (let n = 0; n < nodes; n++) {
      const o = order[n]!;
      const count = first[o + 1]! - first[o]!;
      const list = this.lists[o]!;
      lists[n] = list;
      let at = offset[o]!;
      const dense = count > MAX_SCANNED_CHILDREN;
      t[at++] = (n << ORDINAL_SHIFT) | (dense ? DENSE : count) | (list.length > 0 ? HAS_VALUES : 0);
      if (list.length > 0) {
        t[at++] = v;
        for (let k = 0; k < list.length; k++) flat[v++] = remap !== null ? remap[list[k]!]! : list[k]!;
        t[at++] = v;
      }
      if (dense) {
        t.fill(-1, at, at + DENSE_WIDTH);
        for (let e = first[o]!; e < first[o + 1]!; e++) t[at + chars[e]!] = offset[children[e]!]!;
      } else {
        for (let e = first[o]!; e < first[o + 1]!; e++) t[at++] = offset[children[e]!]! * CHAR_BITS + chars[e]!;
      }
    }
    this.t = t;
    this.values = flat;
    this.lists = lists;
    this.edges = null;
    return this;
  }

  private child(node: number, c: number): number {
    return this.edges !== null ? this.edges.get(node * CHAR_BITS + c) : this.frozenChild(node, c);
  }

  /** Value list of a node (build-time node number, or frozen block offset). */
  private listOf(node: number): readonly number[] {
    return this.lists[this.edges !== null ? node : this.t[node]! >> ORDINAL_SHIFT]!;
  }

  private frozenChild(node: number, c: number): number {
    const t = this.t;
    const h = t[node]!;
    const at = (h & HAS_VALUES) !== 0 ? node + 3 : node + 1;
    if ((h & DENSE) !== 0) return t[at + c]!;
    const end = at + (h & COUNT_MASK);
    for (let e = at; e < end; e++) {
      const x = t[e]!;
      if ((x & (CHAR_BITS - 1)) === c) return x >> 6;
    }
    return -1;
  }

  /** Append node's value range to out at w when non-empty; returns the new write position. */
  private range(node: number, out: Int32Array, w: number): number {
    const t = this.t;
    if ((t[node]! & HAS_VALUES) === 0) return w;
    out[w] = t[node + 1]!;
    out[w + 1] = t[node + 2]!;
    return w + 2;
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

  /**
   * The first min(key.length, maxDepth + 1) characters of key as char indexes in this.chars (folded
   * when `fold` is given), with this.path and this.chars grown to fit; returns that length.
   */
  private loadKey(key: string, maxDepth: number, fold: Uint8Array | null): number {
    const len = Math.min(key.length, maxDepth + 1);
    if (this.path.length <= len) {
      this.path = new Int32Array(len + 1);
      this.chars = new Int32Array(len + 1);
    }
    const cq = this.chars;
    for (let i = 0; i < len; i++) {
      const c = key.charCodeAt(i);
      cq[i] = charIndex(fold !== null ? fold[c & 127]! : c);
    }
    return len;
  }

  /** oneDeletionLists as [start, end) ranges of `values` (the same lists in the same order); returns the ints written. */
  oneDeletionRanges(key: string, maxDepth: number, out: Int32Array, fold: Uint8Array | null): number {
    if (this.edges !== null) throw new Error('PrefixTrie: oneDeletionRanges before freeze');
    const len = this.loadKey(key, maxDepth, fold);
    const path = this.path;
    const cq = this.chars;
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
    const root = this.listOf(0);
    if (fromDepth === 0 && root.length > 0) out.push(root);
    const available = skip >= 0 && skip < key.length ? key.length - 1 : key.length;
    const depth = Math.min(maxDepth, available);
    for (let i = 0; i < depth; i++) {
      let c = key.charCodeAt(skip >= 0 && i >= skip ? i + 1 : i);
      if (fold !== null) c = fold[c & 127]!;
      node = this.child(node, charIndex(c));
      if (node < 0) return;
      const list = this.listOf(node);
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
    const len = this.loadKey(key, maxDepth, fold);
    const path = this.path;
    const cq = this.chars;
    const root = this.listOf(0);
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
      const list = this.listOf(node);
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
        const list = this.listOf(node);
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
    return node >= 0 ? this.listOf(node) : [];
  }

  /** Largest value list (for diagnostics). */
  largestList(): number {
    return this.lists.reduce((m, l) => Math.max(m, l.length), 0);
  }
}
