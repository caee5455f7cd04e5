/** An in-memory Storage for tests; `refuse` makes every write throw as a full quota does. */
export function fakeStorage(initial: Record<string, string> = {}): Storage & { data: Map<string, string>; writes: string[]; refuse: boolean } {
  const data = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    data,
    writes,
    refuse: false,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem(key: string, value: string) {
      if (this.refuse) throw new DOMException('full', 'QuotaExceededError');
      writes.push(key);
      data.set(key, value);
    },
    removeItem: (key: string) => {
      data.delete(key);
    },
  };
}
