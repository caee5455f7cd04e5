import { continuesChange, listChange, undoChange, type ListChange } from '@/lib/wheel/history/list-change';
import type { WheelEntry } from '@/lib/wheel/entries/entries';

/** A change in the history, with when it was made and a number to name it by (a toast's Undo names its own step). */
export interface ListStep extends ListChange {
  id: number;
  atMs: number;
}

/** The visitor can walk back at least this many changes. */
export const HISTORY_STEPS = 50;

/** At most this many of this tab's newest steps are put on top of another tab's concurrent change. */
const REBASE_STEPS = 10;

/** Changes to the same entry this close together are one step (a colour picker dragged across the palette). */
export const CONTINUE_WITHIN_MS = 1_500;

export interface ListHistory {
  /** Notes that the list went from `before` to `after`; returns the step that holds it, or null when nothing changed. */
  record(before: readonly WheelEntry[], after: readonly WheelEntry[]): ListStep | null;
  /** The list before the last step, taking that step off; null when there is nothing to undo or the list does not fit. */
  undo(current: readonly WheelEntry[]): { list: readonly WheelEntry[]; undone: ListStep[] } | null;
  /** The list before step `id`, taking it and every later step off; null when that step is gone from the history. */
  undoTo(id: number, current: readonly WheelEntry[]): { list: readonly WheelEntry[]; undone: ListStep[] } | null;
  /**
   * Another tab's list (`theirs`, made on `base`) merged with this tab's
   * (`current`) into `merged`: the history becomes base → theirs, then this
   * tab's own changes since `base` as one step on top (keeping the newest of
   * their ids, so a toast's Undo still finds it). Undo then walks back this
   * tab's own change first, never the other tab's entry in its place. When
   * the steps do not lead back to `base`, the merge is one step as any change.
   */
  rebase(current: readonly WheelEntry[], merge: { base: readonly WheelEntry[]; theirs: readonly WheelEntry[]; merged: readonly WheelEntry[] }): void;
  steps(): readonly ListStep[];
  /** Puts back steps read from storage (oldest first). */
  restore(steps: readonly ListStep[]): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Whether either of two changes of one entry gave it a picture or took one
 * off: a picture is one thing the visitor did, its own step, never folded into
 * a colour dragged a moment before or after (`next` took the entry from
 * `next.removed[0]` to `after[next.at]`; `previous` ended where `next` began).
 */
function changesPicture(previous: ListChange, next: ListChange, after: readonly WheelEntry[]): boolean {
  const start = next.removed[0];
  return previous.removed[0]?.image !== start?.image || start?.image !== after[next.at]?.image;
}

/**
 * The entry list's undo history: every change as a step (see ListChange),
 * the newest last, at most HISTORY_STEPS. Time comes from `now`, so tests
 * decide which changes count as one.
 */
export function createListHistory(now: () => number = Date.now): ListHistory {
  let steps: ListStep[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const walkBack = (count: number, current: readonly WheelEntry[]) => {
    let list: readonly WheelEntry[] | null = current;
    const undone = steps.slice(steps.length - count).reverse();
    for (const step of undone) {
      list = undoChange(list, step);
      if (list === null) return null;
    }
    steps = steps.slice(0, steps.length - count);
    changed();
    return { list, undone };
  };

  const record = (before: readonly WheelEntry[], after: readonly WheelEntry[]): ListStep | null => {
    const change = listChange(before, after);
    if (change === null) return null;
    const atMs = now();
    const last = steps.at(-1);
    if (last && atMs - last.atMs < CONTINUE_WITHIN_MS && continuesChange(last, change) && !changesPicture(last, change, after)) {
      last.atMs = atMs;
      return last;
    }
    const step: ListStep = { ...change, id: nextId, atMs };
    nextId += 1;
    steps = [...steps.slice(-(HISTORY_STEPS - 1)), step];
    changed();
    return step;
  };

  return {
    record,
    undo(current) {
      return steps.length === 0 ? null : walkBack(1, current);
    },
    undoTo(id, current) {
      const index = steps.findIndex((step) => step.id === id);
      return index === -1 ? null : walkBack(steps.length - index, current);
    },
    rebase(current, { base, theirs, merged }) {
      let list: readonly WheelEntry[] | null = current;
      let own = 0;
      while (listChange(list, base) !== null) {
        const step: ListStep | undefined = steps[steps.length - 1 - own];
        list = step && own < REBASE_STEPS ? undoChange(list, step) : null;
        if (list === null) {
          record(current, merged);
          return;
        }
        own += 1;
      }
      const newestOwn = own > 0 ? steps[steps.length - 1] : undefined;
      steps = steps.slice(0, steps.length - own);
      const atMs = now();
      const elsewhere = listChange(base, theirs);
      if (elsewhere) {
        steps.push({ ...elsewhere, id: nextId, atMs });
        nextId += 1;
      }
      const mine = listChange(theirs, merged);
      if (mine) {
        steps.push({ ...mine, id: newestOwn?.id ?? nextId, atMs: newestOwn?.atMs ?? atMs });
        if (!newestOwn) nextId += 1;
      }
      steps = steps.slice(-HISTORY_STEPS);
      changed();
    },
    steps: () => steps,
    restore(restored) {
      steps = restored.slice(-HISTORY_STEPS).map((step) => ({ ...step, id: nextId++ }));
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
