'use client';

import { useEffect, useId, useRef, useState, type ComponentType, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { EntryRow } from '@/components/wheel/entries/entry-row';
import { EntryListFrame, HANDLE_ROLE_DESCRIPTION, REORDER_INSTRUCTIONS, type EntryListProps } from '@/components/wheel/entries/entry-list-frame';

/** What the sortable list takes over from the plain one when it replaces it. */
export interface CarriedOver {
  /** Where the plain list was scrolled to, so the first rows drawn are the ones in view. */
  scrollTopPx: number;
  /** Puts back the plain list's scroll and focus, before the first paint. */
  restore: (box: HTMLElement) => void;
  /** Repeats the key or press begun on a handle while the drag code was on its way. */
  replay: () => void;
}

type SortableList = ComponentType<EntryListProps & { carried: CarriedOver }>;

let loading: Promise<SortableList> | undefined;
/** The drag-and-drop code, fetched once for the page. */
function loadSortableList(): Promise<SortableList> {
  loading ??= import('@/components/wheel/entries/sortable-entry-list').then((m) => m.SortableEntryList);
  return loading;
}

/** dnd-kit's keys for picking an entry up. */
const START_KEYS = new Set(['Space', 'Enter']);
const HANDLE_SELECTOR = `[aria-roledescription="${HANDLE_ROLE_DESCRIPTION}"]`;

/** A handle focused, or a key or press begun on it, while the drag code was on its way. */
interface Gesture {
  kind: 'focus' | 'key' | 'press';
  /** The handle's name: the row is drawn anew, so it is found again by name. */
  label: string | null;
  replay: ((handle: HTMLElement) => void) | null;
}

function handleOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(HANDLE_SELECTOR) : null;
}

function pick({ clientX, clientY, screenX, screenY, pointerId, pointerType }: PointerEvent): PointerEventInit {
  return { clientX, clientY, screenX, screenY, pointerId, pointerType };
}

/**
 * The entry list. The drag-and-drop code is not part of the page's start-up:
 * the list first shows as plain rows (same markup, same names), and the
 * sortable list replaces it at the first sign of a reorder: a mouse over the
 * list, a handle focused, pressed or touched. A key or a press made on a
 * handle before that code arrives is repeated once it has, so nothing the
 * visitor did is lost.
 */
export function EntryList(props: EntryListProps) {
  const [sortable, setSortable] = useState<{ List: SortableList; carried: CarriedOver } | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const wanted = useRef(false);
  const instructionsId = useId();

  // A press let go before the code arrived is over: it must not start a drag later.
  useEffect(() => {
    const forgetPress = () => {
      if (gesture.current?.kind === 'press') gesture.current = { ...gesture.current, replay: null };
    };
    window.addEventListener('pointerup', forgetPress, true);
    window.addEventListener('pointercancel', forgetPress, true);
    return () => {
      window.removeEventListener('pointerup', forgetPress, true);
      window.removeEventListener('pointercancel', forgetPress, true);
    };
  }, []);

  if (sortable) return <sortable.List {...props} carried={sortable.carried} />;

  const want = () => {
    if (wanted.current) return;
    wanted.current = true;
    loadSortableList().then(
      (List) => {
        const scrollTopPx = scrollRef.current?.scrollTop ?? 0;
        let replay: (() => void) | null = null;
        const carried: CarriedOver = {
          scrollTopPx,
          restore: (box) => {
            box.scrollTop = scrollTopPx;
            const begun = gesture.current;
            gesture.current = null;
            if (!begun) return;
            const handle = Array.from(box.querySelectorAll<HTMLElement>(HANDLE_SELECTOR)).find((element) => element.getAttribute('aria-label') === begun.label);
            if (!handle) return;
            handle.focus({ preventScroll: true });
            if (begun.replay) replay = () => begun.replay?.(handle);
          },
          replay: () => replay?.(),
        };
        // Synchronous, so the swap, dnd-kit's own effects (its screen-reader announcer among them)
        // and the carry-over all happen in one task: no key or press can land half-way.
        flushSync(() => setSortable({ List, carried }));
      },
      (error: unknown) => {
        wanted.current = false;
        console.error('The drag-and-drop code could not be loaded; entries can still be edited.', error);
      },
    );
  };

  const begin = (kind: Gesture['kind'], handle: HTMLElement, replay: Gesture['replay']) => {
    gesture.current = { kind, label: handle.getAttribute('aria-label'), replay };
    want();
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || event.pointerType === 'pen') want();
  };
  const onFocus = (event: FocusEvent) => {
    const handle = handleOf(event.target);
    // Focus alone is carried over, unless a key or press already was.
    if (handle && !gesture.current?.replay) begin('focus', handle, null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const handle = handleOf(event.target);
    if (!handle || !START_KEYS.has(event.code) || event.repeat) return;
    event.preventDefault();
    const { key, code } = event;
    begin('key', handle, (element) => element.dispatchEvent(new window.KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true })));
  };
  const onPointerDown = (event: PointerEvent) => {
    const handle = handleOf(event.target);
    if (!handle || event.button !== 0 || !event.isPrimary) return;
    const init: PointerEventInit = { ...pick(event), isPrimary: true, button: 0, buttons: 1, bubbles: true, cancelable: true };
    begin('press', handle, (element) => element.dispatchEvent(new window.PointerEvent('pointerdown', init)));
  };

  const { entries, editingId, ...actions } = props;
  return (
    <div onPointerOver={onPointerOver} onFocus={onFocus} onKeyDown={onKeyDown} onPointerDown={onPointerDown}>
      <p id={instructionsId} hidden>
        {REORDER_INSTRUCTIONS}
      </p>
      <EntryListFrame
        entries={entries}
        scrollRef={scrollRef}
        renderRow={(entry, { index, total, topPx, heightPx }) => (
          <li key={entry.id} aria-posinset={index + 1} aria-setsize={total} className="absolute inset-x-0 px-1 py-1" style={{ top: topPx, height: heightPx }}>
            <EntryRow
              entry={entry}
              editing={editingId === entry.id}
              {...actions}
              handleProps={{ 'aria-roledescription': HANDLE_ROLE_DESCRIPTION, 'aria-describedby': instructionsId }}
            />
          </li>
        )}
      />
    </div>
  );
}
