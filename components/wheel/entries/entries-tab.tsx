'use client';

import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { addEntryTexts } from '@/components/wheel/entries/add-entry-texts';
import { EntriesToolbar } from '@/components/wheel/entries/entries-toolbar';
import { EntryList } from '@/components/wheel/entries/entry-list';
import { LIST_LOCKED_NOTICE, useListLocked } from '@/components/wheel/draw/use-checkable-draw';
import { useWheelEntries } from '@/components/wheel/use-wheel-stores';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { Button } from '@/components/ui/button';
import { keepClearOfToasts } from '@/components/ui/toast-clearance';
import { changeListWithUndo } from '@/components/wheel/history/undo-list';
import { hasTwoEntries, splitLines } from '@/lib/wheel/entries/entry-lines';
import { shortenedText, SHOWN_CHARS } from '@/lib/wheel/entries/long-text';
import { entryIndex, listFacts } from '@/lib/wheel/entries/entries';
import { addedNotice } from '@/lib/wheel/entries/list-notices';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';
import { formatNumber } from '@/lib/i18n/format';
import { MAX_PICTURED_SLICES, picturesLeftOut } from '@/lib/wheel/stage/picture-layout';
import { lazyModule } from '@/lib/browser/lazy-module';
import { useRowPictureChooser } from '@/components/wheel/entries/entry-picture-controls';

/** Decoding and shrinking load on the first picture, not with the page. */
const pictureActions = lazyModule(() => import('@/components/wheel/entries/picture-actions'));

const refuse = () => {};
/** While a checkable draw is under way every edit is refused, even one a disabled control lets through (a drag). */
const REFUSE_ALL = { add: refuse, update: refuse, remove: refuse, duplicate: refuse, move: refuse };

/** Marks where the visible count goes in its sentence, so it can be set in bold. */
const COUNT_MARK = '\u0000';

/** The Entries tab: add (one, many, from a file), then edit, hide, duplicate, delete, recolour and reorder. */
export function EntriesTab() {
  const t = useT('entries');
  const lang = useLang();
  const entries = useWheelEntries();
  const locked = useListLocked();
  const { add, update, remove, duplicate, move } = locked ? REFUSE_ALL : entriesStore.getState();
  const [draft, setDraft] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const facts = listFacts(entries);
  const { visible, shortened } = facts;
  const visibleCount = visible.length;
  const [beforeCount, afterCount] = t('visibleSummary', { visible: visibleCount, hidden: entries.length - visibleCount, number: COUNT_MARK }).split(
    COUNT_MARK,
  );

  const addPicture = (id: string, file: File, at: number) => void pictureActions.load().then(({ addPictureToEntry }) => addPictureToEntry(id, at, file, t));
  const { choose: choosePicture, chooser: pictureChooser } = useRowPictureChooser(addPicture);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) add(draft);
    setDraft('');
  };

  // Several lines pasted into the one-line field (a column from a spreadsheet) become one entry each;
  // a single line pastes as usual. The draft is left as it was.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!hasTwoEntries(text)) return;
    event.preventDefault();
    // Each line is cleaned as it is added (blank ones skipped), a chunk at a time for a long paste.
    void addEntryTexts(splitLines(text), (added) => addedNotice(added, t));
  };

  return (
    // A disabled fieldset turns off every control inside it at once: the list is locked during a checkable draw.
    // The exported page lists the default entries; a visitor whose list is another (the own-list mark,
    // own-list-mark.ts) sees the tab's place empty until the tool is ready with that list (the ready mark,
    // wheel-ready.mjs), never the defaults first.
    <fieldset disabled={locked} className="min-w-0 space-y-3 [[data-own-list]_.wheel-tool:not([data-ready])_&]:invisible">
      {pictureChooser}
      {locked ? <p className="rounded-lg bg-note p-3 text-sm text-note-fg">{LIST_LOCKED_NOTICE}</p> : null}
      {/* The field and the tools are used together: toasts keep clear of all of them. */}
      <div className="space-y-3" {...keepClearOfToasts}>
        <form onSubmit={onSubmit} className="flex gap-2">
          <input
            ref={inputRef}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onPaste={onPaste}
            aria-label={t('newEntryLabel')}
            placeholder={t('newEntryPlaceholder')}
            enterKeyHint="done"
            className="min-w-0 flex-1 rounded-lg border border-line-strong px-3 py-2 text-base"
          />
          <Button type="submit" size="field">
            {t('add')}
          </Button>
        </form>
        <EntriesToolbar onFocusAway={() => inputRef.current?.focus()} />
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {beforeCount}
        <strong className="tabular-nums">{formatNumber(visibleCount, LANGUAGE_FACTS[lang].tag)}</strong>
        {afterCount}
      </p>
      {shortened > 0 ? (
        <p className="rounded-lg bg-note p-3 text-sm text-note-fg">{t('shortenedNotice', { count: shortened, max: SHOWN_CHARS })}</p>
      ) : null}
      {picturesLeftOut(facts) ? <p className="text-sm text-muted">{t('picturesLeftOutNotice', { max: MAX_PICTURED_SLICES })}</p> : null}
      {entries.length === 0 ? (
        <p className="flex h-80 items-center justify-center rounded-lg border border-dashed border-line-strong p-6 text-center text-subtle">
          {t('emptyList')}
        </p>
      ) : (
        <EntryList
          entries={entries}
          editingId={editingId}
          onMove={move}
          onEdit={setEditingId}
          onCommitEdit={(id, text, at) => {
            update(id, { text }, at);
            setEditingId(null);
          }}
          onCancelEdit={() => setEditingId(null)}
          onToggle={(id, at) => {
            const entry = entries[entryIndex(entries, id, at)];
            if (entry) update(id, { visible: !entry.visible }, at);
          }}
          onDuplicate={(id) => duplicate(id, (text) => t('copyOf', { entry: text }))}
          onDelete={(id, at) => {
            const entry = entries[entryIndex(entries, id, at)];
            changeListWithUndo(() => remove(id, at), {
              title: t('deletedTitle'),
              description: t('deletedDescription', { entry: shortenedText(entry?.text ?? '') }),
            });
            // The row (and its focused button) is gone; put focus somewhere useful.
            inputRef.current?.focus();
          }}
          onColor={(id, color, at) => update(id, { color }, at)}
          onChooseImage={choosePicture}
          onAddImage={addPicture}
          onRemoveImage={(id, at) => void pictureActions.load().then(({ removePictureFromEntry }) => removePictureFromEntry(id, at, t))}
        />
      )}
    </fieldset>
  );
}
