import { sameEntry, type WheelEntry } from '@/lib/wheel/entries/entries';

/**
 * Two tabs changed the same stored list at the same moment, each without
 * seeing the other's change: the list both started from (`base`), this tab's
 * (`mine`) and the other tab's (`theirs`) make one list that keeps both
 * changes. The merge is symmetric (`mergeLists(base, a, b)` equals
 * `mergeLists(base, b, a)`), so both tabs, each merging on its own, end with
 * the same list:
 * - an entry either tab added is kept (two entries added under the same id,
 *   as two tabs adding in the same millisecond make, are both kept, one under
 *   a new id); an entry either tab deleted is gone, even if the other edited it;
 * - each field of an entry both kept takes the tab's value that changed it
 *   (both changed it differently: the same pick in both tabs);
 * - the order is the one a tab moved entries into (both moved: the same pick
 *   in both tabs), with each tab's new entries after the entry they followed
 *   there (entries of both tabs in one place: in the same order in both tabs).
 */
export function mergeLists(base: readonly WheelEntry[], mine: readonly WheelEntry[], theirs: readonly WheelEntry[]): readonly WheelEntry[] {
  if (sameList(mine, base)) return theirs;
  if (sameList(theirs, base) || sameList(mine, theirs)) return mine;
  const baseById = byId(base);
  const [a, b] = separateNewIds(baseById, mine, theirs);
  const aById = byId(a);
  const bById = byId(b);
  const kept = (id: string) => baseById.has(id) && aById.has(id) && bById.has(id);
  const keptIds = (list: readonly WheelEntry[]) => list.filter((entry) => kept(entry.id)).map((entry) => entry.id);
  const order = pickOrder(keptIds(base), keptIds(a), keptIds(b));

  // Each tab's new entries, in runs after the kept entry they followed (null: the start of the list).
  const runs = new Map<string | null, WheelEntry[][]>();
  for (const side of [a, b]) {
    let after: string | null = null;
    let run: WheelEntry[] = [];
    const close = () => {
      if (run.length > 0) runs.set(after, [...(runs.get(after) ?? []), run]);
      run = [];
    };
    for (const entry of side) {
      if (kept(entry.id)) {
        close();
        after = entry.id;
      } else if (!baseById.has(entry.id)) {
        run.push(entry);
      }
    }
    close();
  }

  const merged: WheelEntry[] = [];
  const placed = new Set<string>();
  const placeRunsAfter = (after: string | null) => {
    for (const run of [...(runs.get(after) ?? [])].sort(compareRuns)) {
      for (const entry of run) {
        if (placed.has(entry.id)) continue;
        placed.add(entry.id);
        merged.push(entry);
      }
    }
  };
  placeRunsAfter(null);
  for (const id of order) {
    merged.push(mergeEntry(baseById.get(id)!, aById.get(id)!, bById.get(id)!));
    placeRunsAfter(id);
  }
  return merged;
}

function byId(list: readonly WheelEntry[]): Map<string, WheelEntry> {
  return new Map(list.map((entry) => [entry.id, entry]));
}

function sameList(a: readonly WheelEntry[], b: readonly WheelEntry[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (!sameEntry(a[i]!, b[i]!)) return false;
  return true;
}

const compareText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** One order of entries by content, so both tabs break a tie the same way. */
function compareEntries(a: WheelEntry, b: WheelEntry): number {
  return compareText(a.id, b.id) || compareText(a.text, b.text) || compareText(a.color, b.color) || Number(a.visible) - Number(b.visible) || compareText(a.image ?? '', b.image ?? '');
}

function compareRuns(x: readonly WheelEntry[], y: readonly WheelEntry[]): number {
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const order = compareEntries(x[i]!, y[i]!);
    if (order !== 0) return order;
  }
  return x.length - y.length;
}

/**
 * An id both tabs gave a different new entry (ids come from the time of adding): the entry that
 * comes later in content order takes the first free `{id}-{n}`, in both tabs alike.
 */
function separateNewIds(
  baseById: ReadonlyMap<string, WheelEntry>,
  a: readonly WheelEntry[],
  b: readonly WheelEntry[],
): [readonly WheelEntry[], readonly WheelEntry[]] {
  const bById = byId(b);
  const clashes = a
    .filter((entry) => !baseById.has(entry.id) && bById.has(entry.id) && !sameEntry(entry, bById.get(entry.id)!))
    .map((entry) => entry.id)
    .sort(compareText);
  if (clashes.length === 0) return [a, b];
  const taken = new Set([...baseById.keys(), ...a.map((entry) => entry.id), ...b.map((entry) => entry.id)]);
  const renamedA = new Map<string, string>();
  const renamedB = new Map<string, string>();
  const aById = byId(a);
  for (const id of clashes) {
    let n = 1;
    while (taken.has(`${id}-${n}`)) n += 1;
    taken.add(`${id}-${n}`);
    const later = compareEntries(aById.get(id)!, bById.get(id)!) > 0 ? renamedA : renamedB;
    later.set(id, `${id}-${n}`);
  }
  const rename = (list: readonly WheelEntry[], renamed: ReadonlyMap<string, string>) =>
    renamed.size === 0 ? list : list.map((entry) => (renamed.has(entry.id) ? { ...entry, id: renamed.get(entry.id)! } : entry));
  return [rename(a, renamedA), rename(b, renamedB)];
}

function sameIds(x: readonly string[], y: readonly string[]): boolean {
  return x.length === y.length && x.every((id, i) => id === y[i]);
}

/** The order of the entries both tabs kept: the one a tab moved them into; both moved them, the first in id order. */
function pickOrder(base: readonly string[], a: readonly string[], b: readonly string[]): readonly string[] {
  if (sameIds(a, base)) return b;
  if (sameIds(b, base)) return a;
  for (let i = 0; i < a.length; i += 1) {
    const order = compareText(a[i]!, b[i]!);
    if (order !== 0) return order < 0 ? a : b;
  }
  return a;
}

/** A field takes the value of the tab that changed it; changed in both, the greater one, in both tabs alike. */
function mergeField<V extends string | boolean>(base: V, a: V, b: V): V {
  if (a === b || b === base) return a;
  if (a === base) return b;
  return a > b ? a : b;
}

function mergeEntry(base: WheelEntry, a: WheelEntry, b: WheelEntry): WheelEntry {
  const merged: WheelEntry = {
    id: base.id,
    text: mergeField(base.text, a.text, b.text),
    color: mergeField(base.color, a.color, b.color),
    visible: mergeField(base.visible, a.visible, b.visible),
  };
  // No picture is '' here, so a picture added in one tab and removed in the other ends as the added one.
  const image = mergeField(base.image ?? '', a.image ?? '', b.image ?? '');
  if (image) merged.image = image;
  if (sameEntry(merged, a)) return a;
  return sameEntry(merged, b) ? b : merged;
}
