/** A small least-recently-used cache: generated series are reused across requests without growing forever. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  /** Creates a cache holding at most `capacity` entries. */
  constructor(private readonly capacity: number) {}

  /** The cached value of `key`, computing and storing it with `make` when absent. */
  get(key: string, make: () => V): V {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as V;
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const value = make();
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
    return value;
  }
}
