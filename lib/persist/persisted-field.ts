import { createWriteRefusalReporter, type StorageArea } from '@/lib/persist/storage-area';
import { noteUnsaved } from '@/lib/persist/unsaved';
import { randomInt } from '@/lib/random';

/** What a decoder made of stored data: null means "unusable, keep the defaults"; problems are logged. */
export interface Decoded<T> {
  value: T | null;
  problems: string[];
}

/** One storage key: how its JSON is read, migrated, validated and written. */
export interface FieldSpec<S, T> {
  key: string;
  area: StorageArea;
  /** Written next to the data under `{key}.version`; data stored without one is version 0. */
  version: number;
  /** Names the data in log messages, e.g. "wheel entries". */
  label: string;
  /** Brings parsed data from an older version up to `version`; may return anything, decode validates it. */
  migrate?: (value: unknown, fromVersion: number) => unknown;
  /** Validates parsed data of the current version; must accept any input and never throw. */
  decode: (value: unknown) => Decoded<T>;
  /** The JSON written under the key (identity by default). */
  encode?: (value: T) => unknown;
  select: (state: S) => T;
  apply: (value: T) => Partial<S>;
  /** While nothing is stored yet, a value equal to this is not written. */
  quietDefault?: T;
  /** While nothing is stored yet, a value this says is a default is not written either (the defaults named in the page's language). */
  isQuiet?: (value: T) => boolean;
  /**
   * A quick lower bound on the length of the JSON written for a value: a
   * value storage would refuse at that length (past any browser's quota, or
   * past what the quota already refused) is not serialised, 8 megabytes for
   * 100,000 entries, only to be refused.
   */
  minJsonLength?: (value: T) => number;
  /** How a value written by another tab meets this tab's (by default it replaces it). */
  mergeFromOtherTab?: (mine: T, theirs: T) => T;
  /**
   * How another tab's value meets this tab's when both changed the value they
   * last agreed on (`base`), each without seeing the other's change (two tabs
   * adding at the same instant). Must give both tabs the same value whichever
   * merges. With it, each write leaves a revision note under
   * `{key}.revision` saying which stored value it was made on.
   */
  mergeConcurrent?: (base: T, mine: T, theirs: T) => T;
  /** Names each write for the revision notes; random unless a test sets it. */
  newRevision?: () => string;
  /** Stored text the visitor would miss most (their own list) is logged as an error, the rest as a warning. */
  logLevel?: 'error' | 'warn';
}

/** A field with its value type closed over, so a store can hold fields of different types. */
export interface BoundField<S> {
  key: string;
  /** Takes the store's initial state as the value storage already agrees with. */
  prime(state: S): void;
  /** Reads, migrates and validates the stored value; null when nothing usable is stored. */
  read(): Partial<S> | null;
  /** Writes the state's value if it changed since the last read or write. */
  write(state: S): void;
  /** The state change a storage event from another tab asks for, or null. */
  follow(event: Pick<StorageEvent, 'key' | 'newValue' | 'storageArea'>, state: S): Partial<S> | null;
}

/**
 * Same values one level down: arrays by position, plain objects by key. Plain
 * loops rather than zustand's `shallow`, which copies each array into a Map
 * first (two 100,000-entry Maps on every edit of a long list).
 */
export function sameShallow(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!Object.is(a[i], b[i])) return false;
    return true;
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return keys.every((key) => Object.hasOwn(y, key) && Object.is(x[key], y[key]));
}

export const versionKey = (key: string) => `${key}.version`;
export const revisionKey = (key: string) => `${key}.revision`;

/** A write's revision note: its name, the stored write it was made on (null: none named) and its length, to pair it with its data. */
interface RevisionNote {
  id: string;
  base: string | null;
  chars: number;
}

function readRevisionNote(text: string | null): RevisionNote | null {
  if (text === null) return null;
  try {
    const note: unknown = JSON.parse(text);
    if (typeof note !== 'object' || note === null) return null;
    const { id, base, chars } = note as Record<string, unknown>;
    if (typeof id !== 'string' || (base !== null && typeof base !== 'string') || typeof chars !== 'number') return null;
    return { id, base, chars };
  } catch {
    return null;
  }
}

const randomRevision = () => `${randomInt(2 ** 32).toString(36)}${randomInt(2 ** 32).toString(36)}`;

/**
 * The stored values a tab keeps to find what another tab's write was made on:
 * the newest it read, heard or wrote (few, as a value may be a long list).
 */
const KNOWN_WRITES = 6;
/** Revision notes of other tabs waiting for their data (a note is written just before its data). */
const HEARD_NOTES = 8;

/**
 * Data written by a newer version of the site (a tab opened after a deploy,
 * then this older one): this page never overwrites it. It works on a copy in
 * memory, and this reporter tells the page, once, so it can say so and offer
 * a reload.
 */
export const newerVersionData = createWriteRefusalReporter<string>();
export const corruptKey = (key: string) => `${key}.corrupt`;

export function persistedField<S, T>(spec: FieldSpec<S, T>): BoundField<S> {
  const { key, area, version, label, select, apply } = spec;
  const encode = spec.encode ?? ((value: T): unknown => value);
  const quietJson = spec.quietDefault === undefined ? null : JSON.stringify(encode(spec.quietDefault));
  let lastSelected: T | undefined;
  let lastJson: string | null = null;
  const merging = spec.mergeConcurrent !== undefined;
  const newRevision = spec.newRevision ?? randomRevision;
  /** With mergeConcurrent: stored values this tab knows by revision, oldest first; empty while nothing was read, heard or written. */
  let known: Array<{ id: string | null; value: T }> = [];
  /** With mergeConcurrent: other tabs' revision notes heard, waiting for their data. */
  let heard: RevisionNote[] = [];
  /** Set once storage holds a newer version's data: from then on nothing is written under this key. */
  let newer = false;

  /** Whether storage now holds a newer version's data; the first time, the page is told. */
  const heldByNewerVersion = (): boolean => {
    if (!newer && storedVersion() > version) {
      newer = true;
      console.warn(`Stored ${label} were saved by a newer version of the site; this page keeps its changes in memory and leaves them untouched.`);
      noteUnsaved();
      newerVersionData.report(key);
    }
    return newer;
  };

  /** A newer version's data as this version reads it, for the copy in memory; nothing is written, not even a corrupt copy. */
  const decodeNewer = (raw: string): T | null => {
    try {
      const decoded = spec.decode(JSON.parse(raw));
      return decoded.problems.length === 0 ? decoded.value : null;
    } catch {
      return null;
    }
  };

  /** Keeps the original text under `{key}.corrupt` before any write can replace it, and says so. */
  const keepCorrupt = (raw: string, problems: string[]) => {
    area.write(corruptKey(key), raw);
    const log = spec.logLevel === 'error' ? console.error : console.warn;
    log(`${problems.join(' ')} A copy of the stored text is kept in "${corruptKey(key)}".`);
  };

  const decodeText = (raw: string, storedVersion: number): T | null => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      keepCorrupt(raw, [`Stored ${label} is not valid JSON; using the defaults.`]);
      return null;
    }
    let decoded: Decoded<T>;
    try {
      const current = storedVersion < version && spec.migrate ? spec.migrate(parsed, storedVersion) : parsed;
      decoded = spec.decode(current);
    } catch {
      decoded = { value: null, problems: [`Stored ${label} could not be read; using the defaults.`] };
    }
    if (decoded.problems.length > 0) keepCorrupt(raw, decoded.problems);
    return decoded.value;
  };

  const storedVersion = (): number => {
    const text = area.read(versionKey(key));
    const n = text === null ? 0 : Number(text);
    return Number.isInteger(n) && n >= 0 ? n : 0;
  };

  const remember = (value: T, json: string) => {
    lastSelected = value;
    lastJson = json;
  };

  /**
   * Another tab's write meets this tab's value. Its revision note names the
   * stored value it was made on: when this tab knows that value, its own
   * changes since then were not seen there, so they are merged onto theirs
   * (and written back by the store). A write without a note this tab can
   * place (an older version of the site) is taken to follow the latest value
   * this tab knows, as before notes existed.
   */
  const mergeWithKnown = (merge: (base: T, mine: T, theirs: T) => T, mine: T, theirs: T, chars: number): T => {
    const paired = heard.findLastIndex((note) => note.chars === chars);
    const note = paired === -1 ? null : heard[paired]!;
    heard = paired === -1 ? heard : heard.slice(paired + 1);
    const madeOn = note === null ? -1 : known.findLastIndex((write) => write.id === note.base);
    const base = (madeOn === -1 ? known.at(-1) : known[madeOn])?.value;
    known = [...known.slice(1 - KNOWN_WRITES), { id: note?.id ?? null, value: theirs }];
    return base === undefined ? theirs : merge(base, mine, theirs);
  };

  return {
    key,
    prime(state) {
      lastSelected = select(state);
    },
    read() {
      const raw = area.read(key);
      if (raw === null) return null;
      if (heldByNewerVersion()) {
        const copy = decodeNewer(raw);
        return copy === null ? null : apply(copy);
      }
      const value = decodeText(raw, storedVersion());
      if (value === null) return null;
      // What storage holds now; a write is due only once the state moves away from it.
      remember(value, raw);
      if (merging) known = [{ id: readRevisionNote(area.read(revisionKey(key)))?.id ?? null, value }];
      return apply(value);
    },
    write(state) {
      if (newer) return;
      const value = select(state);
      // Shallow, so a store that selects a fresh object of the same numbers writes nothing.
      if (lastSelected !== undefined && sameShallow(value, lastSelected)) return;
      if (spec.minJsonLength && area.refuses(key, spec.minJsonLength(value))) {
        lastSelected = value;
        lastJson = null;
        area.skipRefused(key);
        return;
      }
      const json = JSON.stringify(encode(value));
      const previous = lastSelected;
      lastSelected = value;
      if (json === lastJson) return;
      if ((json === quietJson || spec.isQuiet?.(value)) && area.read(key) === null) return;
      lastJson = json;
      // The version goes first, so another tab reacting to the data's storage event reads the matching version.
      area.write(versionKey(key), String(version));
      if (merging) {
        // Nothing read or written yet: the change was made on the unsaved value before it.
        if (known.length === 0 && previous !== undefined) known = [{ id: null, value: previous }];
        const id = newRevision();
        area.write(revisionKey(key), JSON.stringify({ id, base: known.at(-1)?.id ?? null, chars: json.length } satisfies RevisionNote));
        known = [...known.slice(1 - KNOWN_WRITES), { id, value }];
      }
      area.write(key, json);
    },
    follow(event, state) {
      if (merging && event.key === revisionKey(key) && area.owns(event.storageArea)) {
        const note = readRevisionNote(event.newValue);
        if (note) heard = [...heard.slice(1 - HEARD_NOTES), note];
        return null;
      }
      if (event.key !== key || !area.owns(event.storageArea) || event.newValue === null) return null;
      // A newer tab's data is left to that tab: this one keeps its copy and stops writing.
      if (heldByNewerVersion()) return null;
      const theirs = decodeText(event.newValue, storedVersion());
      if (theirs === null) return null;
      remember(theirs, event.newValue);
      const mine = select(state);
      if (spec.mergeConcurrent) return apply(mergeWithKnown(spec.mergeConcurrent, mine, theirs, event.newValue.length));
      return apply(spec.mergeFromOtherTab ? spec.mergeFromOtherTab(mine, theirs) : theirs);
    },
  };
}

/**
 * The common case of a settings store: the whole state is one object under
 * one localStorage-style key, stored as it is, and the defaults are not
 * written until something changes.
 */
export function settingsField<S extends object>(spec: {
  key: string;
  area: StorageArea;
  version: number;
  label: string;
  decode: (value: unknown) => Decoded<S>;
  pick: (state: S) => S;
  defaults: S;
  migrate?: FieldSpec<S, S>['migrate'];
}): BoundField<S> {
  const { pick, defaults, ...rest } = spec;
  return persistedField<S, S>({ ...rest, select: pick, apply: (settings) => settings, quietDefault: defaults });
}
