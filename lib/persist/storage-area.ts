import { noteUnsaved } from '@/lib/persist/unsaved';

/**
 * One browser storage area (localStorage or sessionStorage) that never throws.
 * Private modes, disabled storage and a full quota all degrade to "keep
 * working in memory": a value that could not be written is read back from
 * memory, so the tab stays consistent with itself, and the refusal is reported
 * once per page load so the visitor can be told that nothing is being kept.
 */
export interface StorageArea {
  read(key: string): string | null;
  /** False when storage refused the write (the value is then kept in memory). */
  write(key: string, text: string): boolean;
  remove(key: string): void;
  /** Whether a storage event came from this area. */
  owns(area: Storage | null): boolean;
  /**
   * Whether a text this long under `key` would be refused: longer than any
   * browser keeps, or no shorter than one the quota has already refused.
   */
  refuses(key: string, length: number): boolean;
  /**
   * A value the caller knows `refuses` would turn down, not even turned into
   * text: reported like any refused write, and an older copy kept in memory is
   * let go (the caller's own state is the only up-to-date copy).
   */
  skipRefused(key: string): void;
}

/** No browser keeps a longer text in one storage area: 5 MiB of characters (Chromium counts 10 MiB of UTF-16). */
export const MAX_STORED_CHARS = 5 * 1024 * 1024;

export type WriteRefusedListener = (key: string) => void;

/** Tells its listeners about the first refused write, once; later listeners hear about it as they subscribe. */
export interface WriteRefusalReporter {
  report(key: string): void;
  subscribe(listener: WriteRefusedListener): () => void;
  /** Whether anything was reported on this page load. */
  reported(): boolean;
}

export function createWriteRefusalReporter(): WriteRefusalReporter {
  let refusedKey: string | null = null;
  const listeners = new Set<WriteRefusedListener>();
  return {
    report(key) {
      if (refusedKey !== null) return;
      refusedKey = key;
      listeners.forEach((listener) => listener(key));
    },
    subscribe(listener) {
      if (refusedKey !== null) {
        listener(refusedKey);
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reported: () => refusedKey !== null,
  };
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

export function createStorageArea(getStorage: () => Storage | undefined, reporter: WriteRefusalReporter): StorageArea {
  const memory = new Map<string, string>();
  /**
   * The shortest text the quota refused, per key: a text at least as long is
   * refused too, so it goes straight to memory instead of making the browser
   * copy megabytes only to say no (every edit of a 100,000-entry list).
   */
  const refusedLength = new Map<string, number>();
  const refuses = (key: string, length: number) => {
    const refusedAt = refusedLength.get(key);
    return length > MAX_STORED_CHARS || (refusedAt !== undefined && length >= refusedAt);
  };
  const warned = new Set<string>();
  const refused = (key: string, why: unknown) => {
    if (!warned.has(key)) console.warn(`Could not save "${key}"; keeping it in memory for this page.`, why);
    warned.add(key);
    reporter.report(key);
  };
  const storage = (): Storage | undefined => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };

  return {
    read(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage()?.getItem(key) ?? null;
      } catch (error) {
        console.warn(`Could not read "${key}" from storage; using defaults.`, error);
        return null;
      }
    },
    write(key, text) {
      if (refuses(key, text.length)) {
        memory.set(key, text);
        refused(key, `${text.length} characters are more than storage keeps`);
        return false;
      }
      try {
        const target = storage();
        if (!target) throw new Error('storage unavailable');
        target.setItem(key, text);
        memory.delete(key);
        return true;
      } catch (error) {
        if (isQuotaError(error)) refusedLength.set(key, Math.min(refusedLength.get(key) ?? Infinity, text.length));
        memory.set(key, text);
        refused(key, error);
        return false;
      }
    },
    skipRefused(key) {
      memory.delete(key);
      refused(key, 'the value is more than storage keeps');
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to undo: the value is gone from memory either way.
      }
    },
    owns(area) {
      const target = storage();
      return target !== undefined && area === target;
    },
    refuses,
  };
}

/** The page's one reporter: a component subscribes and shows the "not saved" notice. */
export const storageRefusals = createWriteRefusalReporter();
storageRefusals.subscribe(noteUnsaved);

/** The browser's localStorage or sessionStorage, read when used (there is none while the page is exported). */
export const browserArea = (name: 'localStorage' | 'sessionStorage') => () => (typeof window === 'undefined' ? undefined : window[name]);

export const localArea = createStorageArea(browserArea('localStorage'), storageRefusals);
export const sessionArea = createStorageArea(browserArea('sessionStorage'), storageRefusals);
