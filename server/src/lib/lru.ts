// A bounded cache of values that hold no per-user data (zone offsets, the search routes' kept
// answers), so it is safe to keep in process memory on every instance.
//
// It forgets the least recently used entries in two generations rather than one entry at a time:
// entries go into `recent`; when that holds half the capacity it becomes `older` (the previous
// `older` is dropped) and a new `recent` starts; an entry found in `older` moves back into
// `recent`. So an entry used within the last half capacity of insertions is always kept, at most
// `capacity` are held, and a hit in `recent` costs one map lookup (no reordering).
//
// `keepFromSecondUse`: a value is kept only when its key was asked for before (among the last few
// times the capacity of keys), so that one-off requests (most searches) do not push out the ones
// asked for again and again, nor fill the heap with values that are never read again.
export class LruCache<Value> {
  readonly #generation: number;
  #recent = new Map<string, Value>();
  #older = new Map<string, Value>();
  readonly #asked: KeysSeen | null;

  constructor(capacity: number, options: { keepFromSecondUse?: boolean } = {}) {
    this.#generation = Math.max(1, Math.floor(capacity / 2));
    this.#asked = options.keepFromSecondUse ? new KeysSeen(4 * capacity) : null;
  }

  get size(): number {
    return this.#recent.size + this.#older.size;
  }

  getOrCreate(key: string, create: () => Value): Value {
    const kept = this.#find(key);
    if (kept !== undefined) return kept;
    const value = create();
    if (!this.#asked || this.#asked.seenBefore(key)) this.#keep(key, value);
    return value;
  }

  // The same, but a value that would not be kept (its key asked for the first time) is not made
  // either: undefined.
  getOrCreateIfKept(key: string, create: () => Value): Value | undefined {
    const kept = this.#find(key);
    if (kept !== undefined) return kept;
    if (this.#asked && !this.#asked.seenBefore(key)) return undefined;
    const value = create();
    this.#keep(key, value);
    return value;
  }

  get(key: string): Value | undefined {
    return this.#find(key);
  }

  // Keeps the value under the key (in place of any kept before), unless it is asked for the
  // first time and only values asked for again are kept.
  set(key: string, value: Value): void {
    if (this.#asked && !this.#asked.seenBefore(key)) return;
    this.#older.delete(key);
    this.#keep(key, value);
  }

  delete(key: string): void {
    this.#recent.delete(key);
    this.#older.delete(key);
  }

  #find(key: string): Value | undefined {
    const recent = this.#recent.get(key);
    if (recent !== undefined) return recent;
    const older = this.#older.get(key);
    if (older !== undefined) {
      this.#older.delete(key);
      this.#keep(key, older);
    }
    return older;
  }

  #keep(key: string, value: Value): void {
    if (this.#recent.size >= this.#generation) {
      this.#older = this.#recent;
      this.#recent = new Map();
    }
    this.#recent.set(key, value);
  }
}

// Keys asked for lately, in two generations as above.
class KeysSeen {
  readonly #generation: number;
  #recent = new Set<string>();
  #older = new Set<string>();

  constructor(capacity: number) {
    this.#generation = Math.max(1, Math.floor(capacity / 2));
  }

  // Whether the key was seen before; remembers it either way.
  seenBefore(key: string): boolean {
    if (this.#recent.has(key)) return true;
    const seen = this.#older.has(key);
    if (this.#recent.size >= this.#generation) {
      this.#older = this.#recent;
      this.#recent = new Set();
    }
    this.#recent.add(key);
    return seen;
  }
}

// The same for values named by two keys (a route and a date, a zone and a day): a map per first
// key, so a lookup builds no key text. The bound counts values, not first keys.
export class PairLruCache<Outer, Inner, Value> {
  readonly #generation: number;
  #recent = new Map<Outer, Map<Inner, Value>>();
  #recentSize = 0;
  #older = new Map<Outer, Map<Inner, Value>>();
  #olderSize = 0;

  constructor(capacity: number) {
    this.#generation = Math.max(1, Math.floor(capacity / 2));
  }

  get size(): number {
    return this.#recentSize + this.#olderSize;
  }

  // `create` gets both keys, so a hot caller can pass one function instead of a new closure.
  getOrCreate(outer: Outer, inner: Inner, create: (outer: Outer, inner: Inner) => Value): Value {
    const recent = this.#recent.get(outer)?.get(inner);
    if (recent !== undefined) return recent;
    const older = this.#older.get(outer);
    let value = older?.get(inner);
    if (value !== undefined) {
      older?.delete(inner);
      this.#olderSize -= 1;
    } else {
      value = create(outer, inner);
    }
    if (this.#recentSize >= this.#generation) {
      this.#older = this.#recent;
      this.#olderSize = this.#recentSize;
      this.#recent = new Map();
      this.#recentSize = 0;
    }
    let values = this.#recent.get(outer);
    if (!values) {
      values = new Map();
      this.#recent.set(outer, values);
    }
    values.set(inner, value);
    this.#recentSize += 1;
    return value;
  }
}
