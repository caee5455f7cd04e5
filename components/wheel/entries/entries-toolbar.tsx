'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { addEntryTexts } from '@/components/wheel/entries/add-entry-texts';
import { ImportFileButton, type FileImport } from '@/components/wheel/hosting/import-file-button';
import { replaceEntriesWithUndo } from '@/components/wheel/replace-entries-with-undo';
import { useEntriesStore } from '@/components/wheel/use-wheel-stores';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import type { WheelEntry } from '@/lib/wheel/entries';
import { clearedNotice, duplicatesNotice, importedNotice, shuffledNotice, sortedNotice, type ListNotice } from '@/lib/wheel/list-notices';
import { entriesStore } from '@/lib/wheel/stores/entries-store';

// Loaded on first use (or when the pointer or focus reaches the button), not with the page.
const loadAddMany = () => import('@/components/wheel/hosting/add-many-dialog');
const AddManyDialog = dynamic(() => loadAddMany().then((m) => m.AddManyDialog), { ssr: false });
const loadListTools = () => import('@/lib/wheel/list-tools');

type ListTools = Awaited<ReturnType<typeof loadListTools>>;

interface ListTool {
  name: string;
  /** Fewest entries for the tool to do anything. */
  needs: number;
  /** The new list and its notice; no list means nothing changed. */
  run: (tools: ListTools, entries: readonly WheelEntry[]) => { next?: WheelEntry[]; notice: ListNotice };
}

const LIST_TOOLS: readonly ListTool[] = [
  { name: 'Shuffle entries', needs: 2, run: (t, e) => ({ next: t.shuffleEntries(e), notice: shuffledNotice(e.length) }) },
  { name: 'Sort entries A to Z', needs: 2, run: (t, e) => ({ next: t.sortEntriesAToZ(e), notice: sortedNotice(e.length) }) },
  {
    name: 'Remove duplicate entries',
    needs: 2,
    run: (t, e) => {
      const { entries, removed } = t.removeDuplicateEntries(e);
      return { next: removed > 0 ? entries : undefined, notice: duplicatesNotice(removed) };
    },
  },
  { name: 'Clear all entries', needs: 1, run: (_, e) => ({ next: [], notice: clearedNotice(e.length) }) },
];

interface EntriesToolbarProps {
  /** Where focus goes when the control that had it goes away (Clear all leaves the tools disabled). */
  onFocusAway: () => void;
}

/** Many entries at once (Add many, Import from file) and the whole-list tools, each change with an Undo. */
export function EntriesToolbar({ onFocusAway }: EntriesToolbarProps) {
  const count = useEntriesStore((s) => s.entries.length);
  const [addingMany, setAddingMany] = useState(false);
  const addManyRef = useRef<HTMLButtonElement>(null);

  const runTool = async (tool: ListTool) => {
    const tools = await loadListTools();
    const entries = entriesStore.getState().entries;
    const { next, notice } = tool.run(tools, entries);
    if (next) replaceEntriesWithUndo(next, notice);
    else notify(notice);
    if (next && next.length < tool.needs) onFocusAway();
  };

  const onImport = ({ fileName, texts, skippedHeader }: FileImport) => {
    addEntryTexts(texts, (added) => importedNotice(added, fileName, skippedHeader));
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          ref={addManyRef}
          variant="secondary"
          size="xs"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadAddMany()}
          onFocus={() => void loadAddMany()}
          onClick={() => setAddingMany(true)}
        >
          Add many
        </Button>
        {addingMany ? (
          <AddManyDialog
            onAdd={(texts) => addEntryTexts(texts)}
            onClose={() => {
              setAddingMany(false);
              addManyRef.current?.focus();
            }}
          />
        ) : null}
        <ImportFileButton onImport={onImport} />
      </div>
      <div role="group" aria-label="List tools" className="flex flex-wrap gap-2">
        {LIST_TOOLS.map((tool) => (
          <Button key={tool.name} variant="secondary" size="xs" disabled={count < tool.needs} onClick={() => void runTool(tool)}>
            {tool.name}
          </Button>
        ))}
      </div>
    </div>
  );
}
