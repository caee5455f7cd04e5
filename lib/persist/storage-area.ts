import { noteUnsaved } from '@/lib/persist/unsaved';

/**
 * One browser storage area (localStorage or sessionStorage) that never throws.
 * Private modes, disabled storage and a full quota all degrade to "keep
 * working in memory": a value that could not be written is read back from
 * memory, so the tab stays consistent with itself, and the first refusal is
 * reported once per page load so the visitor can be told what is not kept:
 * one value too big for storage (the rest is saved), or everything.
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

/**
 * A refused write, as the page tells the visitor about it: whether the rest is
 * still saved, and what a reload would bring back.
 */
export interface WriteRefusal {
  key: string;
  /**
   * Only this value is too big: storage still takes a small write, so the
   * rest of what the visitor does is saved. False when storage takes nothing
   * (turned off, or full).
   */
  tooBig: boolean;
  /** Storage still holds an earlier value under the key: that is what a reload brings back. */
  earlierKept: boolean;
}

/** Tells its listeners about the first thing reported, once; later listeners hear about it as they subscribe. */
export interface WriteRefusalReporter<T = WriteRefusal> {
  report(what: T): void;
  subscribe(listener: (what: T) => void): () => void;
  /** Whether anything was reported on this page load. */
  reported(): boolean;
}

export function createWriteRefusalReporter<T = WriteRefusal>(): WriteRefusalReporter<T> {
  let first: { what: T } | null = null;
  const listeners = new Set<(what: T) => void>();
  return {
    report(what) {
      if (first !== null) return;
      first = { what };
      listeners.forEach((listener) => listener(what));
    },
    subscribe(listener) {
      if (first !== null) {
        listener(first.what);
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reported: () => first !== null,
  };
}

/** Written and removed at once, to learn whether storage takes a small write after it refused a value. */
const PROBE_KEY = 'storageProbe';

/** Whether storage takes a small write now (it took none when it is turned off, or full). */
function takesSmallWrites(target: Storage): boolean {
  try {
    target.setItem(PROBE_KEY, '1');
    target.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

export function createStorageArea(getStorage: () => Storage | undefined, reporter: WriteRefusalReporter<WriteRefusal>): StorageArea {
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
  const storage = (): Storage | undefined => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
  /** What the visitor is told of the first refusal: only this value, or everything; and what a reload shows. */
  const describe = (key: string): WriteRefusal => {
    const target = storage();
    if (!target) return { key, tooBig: false, earlierKept: false };
    let earlierKept = false;
    try {
      earlierKept = target.getItem(key) !== null;
    } catch {
      // Storage that cannot be read keeps nothing a reload could show.
    }
    return { key, tooBig: takesSmallWrites(target), earlierKept };
  };
  const refused = (key: string, why: unknown) => {
    if (!warned.has(key)) console.warn(`Could not save "${key}"; keeping it in memory for this page.`, why);
    warned.add(key);
    // Only the first refusal is told, so storage is asked about it once.
    if (!reporter.reported()) reporter.report(describe(key));
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
