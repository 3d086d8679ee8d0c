// Tab-scoped storage for screens (e.g. a checkout draft). Storage can be unavailable
// (private mode, quota), so every call degrades to "nothing stored" instead of throwing.
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export const sessionCache = {
  get(key: string): string | null {
    return storage()?.getItem(key) ?? null;
  },
  set(key: string, value: string): void {
    try {
      storage()?.setItem(key, value);
    } catch {
      // Quota exceeded: the value is a convenience, losing it is acceptable.
    }
  },
  getJSON<T>(key: string): T | null {
    const raw = storage()?.getItem(key);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJSON(key: string, value: unknown): void {
    this.set(key, JSON.stringify(value));
  },
  remove(key: string): void {
    storage()?.removeItem(key);
  },
};
