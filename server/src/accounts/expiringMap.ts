// A small in-memory cache with a lifetime per entry and a fixed largest size, for the throttles'
// counters: an attacker cannot grow it without limit. Full, it forgets its oldest entry first (Map
// keeps insertion order), which under a flood of addresses only lets the oldest of them retry sooner.

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class ExpiringMap<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** When the entry expires (ms since the epoch), if it is alive. */
  expiresAt(key: string, now = Date.now()): number | undefined {
    return this.get(key, now) === undefined ? undefined : this.entries.get(key)!.expiresAt;
  }

  set(key: string, value: V, ttlMs: number, now = Date.now()) {
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: now + ttlMs });
  }

  /** Adds one to a counter; a new counter lives `ttlMs` from now, an existing one keeps its expiry. */
  increment(this: ExpiringMap<number>, key: string, ttlMs: number, now = Date.now()): number {
    const entry = this.get(key, now) === undefined ? undefined : this.entries.get(key);
    if (!entry) {
      this.set(key, 1, ttlMs, now);
      return 1;
    }
    entry.value += 1;
    return entry.value;
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}
