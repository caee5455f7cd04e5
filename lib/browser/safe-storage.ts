import type { StateStorage } from 'zustand/middleware';

/**
 * A Storage wrapper that never throws: private modes, disabled storage and a
 * full quota all degrade to "keep working in memory". Reads of a value that
 * could not be written come from the in-memory copy, so the tab stays
 * consistent with itself.
 */
export function safeStorage(getStorage: () => Storage | undefined): StateStorage {
  const memory = new Map<string, string>();
  const storage = (): Storage | undefined => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };

  return {
    getItem(name) {
      if (memory.has(name)) return memory.get(name) ?? null;
      try {
        return storage()?.getItem(name) ?? null;
      } catch (error) {
        console.warn(`Could not read "${name}" from storage; using defaults.`, error);
        return null;
      }
    },
    setItem(name, value) {
      try {
        const target = storage();
        if (!target) throw new Error('storage unavailable');
        target.setItem(name, value);
        memory.delete(name);
      } catch (error) {
        if (!memory.has(name)) console.warn(`Could not save "${name}"; keeping it in memory for this page.`, error);
        memory.set(name, value);
      }
    },
    removeItem(name) {
      memory.delete(name);
      try {
        storage()?.removeItem(name);
      } catch {
        // Nothing to undo: the value is gone from memory either way.
      }
    },
  };
}

export const safeLocalStorage = safeStorage(() => (typeof window === 'undefined' ? undefined : window.localStorage));
export const safeSessionStorage = safeStorage(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));
