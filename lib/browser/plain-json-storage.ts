import type { PersistStorage, StateStorage, StorageValue } from 'zustand/middleware';

interface PlainJsonOptions<S, Stored> {
  storage: StateStorage;
  /** The data written under the key: the plain JSON shape of the storage contract, not zustand's envelope. */
  toStored: (state: S) => Stored;
  /** Validates what was read; null means malformed (logged, and the defaults stay). */
  fromStored: (value: unknown) => Partial<S> | null;
  /** With no stored value yet, state equal to these defaults is not written (SPEC.md section 7). */
  defaults: S;
  version: number;
}

/**
 * A zustand PersistStorage that keeps each key in the plain JSON shape the
 * storage contract names (`wheelEntries` is a JSON array of entries, and so
 * on), validates everything it reads and never throws.
 */
export function plainJsonStorage<S, Stored>(options: PlainJsonOptions<S, Stored>): PersistStorage<S> {
  const { storage, toStored, fromStored, defaults, version } = options;
  const defaultsJson = JSON.stringify(toStored(defaults));

  return {
    getItem(name): StorageValue<S> | null {
      const raw = storage.getItem(name);
      if (typeof raw !== 'string') return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch (error) {
        console.error(`Stored "${name}" is not valid JSON; using defaults.`, error);
        return null;
      }
      const state = fromStored(parsed);
      if (state === null) {
        console.error(`Stored "${name}" has an unexpected shape; using defaults.`);
        return null;
      }
      return { state: state as S, version };
    },
    setItem(name, value) {
      const json = JSON.stringify(toStored(value.state));
      if (json === defaultsJson && storage.getItem(name) === null) return;
      storage.setItem(name, json);
    },
    removeItem(name) {
      storage.removeItem(name);
    },
  };
}
