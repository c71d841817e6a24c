// A bounded least-recently-used cache for pure derivations (schedules of a route and date). It
// holds no per-user data, so it is safe to keep in process memory on every instance.
export class LruCache<Value> {
  readonly #capacity: number;
  readonly #entries = new Map<string, Value>();

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  getOrCreate(key: string, create: () => Value): Value {
    const found = this.#entries.get(key);
    if (found !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, found);
      return found;
    }
    const value = create();
    this.#entries.set(key, value);
    if (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    return value;
  }
}
