'use client';

import { useEffect, useId, useRef, useState, type ComponentType, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { EntryRow } from '@/components/wheel/entries/entry-row';
import { EntryListFrame, HANDLE_SELECTOR, type CarriedOver, type EntryListProps } from '@/components/wheel/entries/entry-list-frame';
import { lazyModule } from '@/lib/browser/lazy-module';
import { useT } from '@/components/i18n/use-t';

type SortableList = ComponentType<EntryListProps & { carried: CarriedOver }>;

/**
 * The drag-and-drop code, fetched once for the page. A module rather than a
 * lazyComponent: the list is swapped in by hand (below), in one task, never
 * through a Suspense boundary.
 */
const sortableList = lazyModule<SortableList>(() => import('@/components/wheel/entries/sortable-entry-list').then((m) => m.SortableEntryList));

/** dnd-kit's keys for picking an entry up. */
const START_KEYS = new Set(['Space', 'Enter']);

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

/** The focused element's name, if focus is on a named control inside the box. */
function focusedLabelIn(box: HTMLElement | null): string | null {
  const active = document.activeElement;
  return box && active instanceof HTMLElement && box.contains(active) ? active.getAttribute('aria-label') : null;
}

/**
 * The entry list. The drag-and-drop code is not part of the page's start-up:
 * the list first shows as plain rows (same markup, same names), and the
 * sortable list replaces it at the first sign of a reorder: a mouse over the
 * list, a handle focused, pressed or touched. A key or a press made on a
 * handle before that code arrives is repeated once it has. The rows are drawn
 * anew by the swap, so it waits for a safe moment: never while an entry is
 * being edited, a colour is being picked, or a press elsewhere in the list
 * has yet to become its click; scroll and focus are carried over.
 */
export function EntryList(props: EntryListProps) {
  const t = useT('entries');
  const [sortable, setSortable] = useState<{ List: SortableList; carried: CarriedOver } | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const loaded = useRef<SortableList | null>(null);
  const gesture = useRef<Gesture | null>(null);
  /** A press inside the list, not on a handle, whose click has not landed yet. */
  const pressing = useRef(false);
  const editing = useRef(props.editingId !== null);
  const wanted = useRef(false);
  const swapped = useRef(false);
  const instructionsId = useId();

  useEffect(() => {
    const released = () => {
      pressing.current = false;
      // A press on a handle let go before the code arrived is over: it must not start a drag later.
      if (gesture.current?.kind === 'press') gesture.current = { ...gesture.current, replay: null };
    };
    window.addEventListener('pointerup', released, true);
    window.addEventListener('pointercancel', released, true);
    return () => {
      window.removeEventListener('pointerup', released, true);
      window.removeEventListener('pointercancel', released, true);
    };
  }, []);

  const swapWhenSafe = () => {
    const List = loaded.current;
    const box = scrollRef.current;
    if (!List || swapped.current || editing.current) return;
    // A key or press begun on a handle is carried over, so it may go ahead while the press lasts.
    const onHandle = (gesture.current !== null && gesture.current.kind !== 'focus') || handleOf(document.activeElement) !== null;
    if (!onHandle && pressing.current) return;
    // A colour being picked (or any field in the list) keeps its element until focus moves on.
    if (!onHandle && box?.contains(document.activeElement) && document.activeElement instanceof HTMLInputElement) return;
    const scrollTopPx = box?.scrollTop ?? 0;
    const focusedLabel = focusedLabelIn(box);
    let replay: (() => void) | null = null;
    const carried: CarriedOver = {
      scrollTopPx,
      restore: (newBox) => {
        newBox.scrollTop = scrollTopPx;
        const begun = gesture.current;
        gesture.current = null;
        const label = begun?.label ?? focusedLabel;
        if (label === null) return;
        const again = Array.from(newBox.querySelectorAll<HTMLElement>('[aria-label]')).find((element) => element.getAttribute('aria-label') === label);
        if (!again) return;
        again.focus({ preventScroll: true });
        if (begun?.replay) replay = () => begun.replay?.(again);
      },
      replay: () => replay?.(),
    };
    swapped.current = true;
    // Synchronous, so the swap, dnd-kit's own effects (its screen-reader announcer among them)
    // and the carry-over all happen in one task: no key or press can land half-way.
    flushSync(() => setSortable({ List, carried }));
  };

  // Leaving an edit is a safe moment. Outside React's commit, where a synchronous update may run.
  useEffect(() => {
    editing.current = props.editingId !== null;
    if (!editing.current && loaded.current && !swapped.current) queueMicrotask(swapWhenSafe);
  });

  if (sortable) return <sortable.List {...props} carried={sortable.carried} />;

  const want = () => {
    if (loaded.current) {
      swapWhenSafe();
      return;
    }
    if (wanted.current) return;
    wanted.current = true;
    sortableList.load().then(
      (List) => {
        loaded.current = List;
        swapWhenSafe();
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
    else want();
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
    if (!handle) {
      pressing.current = true;
      return;
    }
    if (event.button !== 0 || !event.isPrimary) return;
    const init: PointerEventInit = { ...pick(event), isPrimary: true, button: 0, buttons: 1, bubbles: true, cancelable: true };
    begin('press', handle, (element) => element.dispatchEvent(new window.PointerEvent('pointerdown', init)));
  };

  const { entries, editingId, ...actions } = props;
  return (
    // A click is the end of a press: after it lands (its own handler first), the swap may go ahead.
    <div onPointerOver={onPointerOver} onFocus={onFocus} onKeyDown={onKeyDown} onPointerDown={onPointerDown} onClick={() => want()}>
      <p id={instructionsId} hidden>
        {t('reorderInstructions')}
      </p>
      <EntryListFrame
        entries={entries}
        scrollRef={scrollRef}
        renderRow={(entry, { index, total, topPx, heightPx }) => (
          <li key={entry.id} aria-posinset={index + 1} aria-setsize={total} className="absolute inset-x-0 px-1 py-1" style={{ top: topPx, height: heightPx }}>
            <EntryRow
              entry={entry}
              index={index}
              editing={editingId === entry.id}
              {...actions}
              handleProps={{ 'aria-roledescription': t('handleRoleDescription'), 'aria-describedby': instructionsId }}
            />
          </li>
        )}
      />
    </div>
  );
}
