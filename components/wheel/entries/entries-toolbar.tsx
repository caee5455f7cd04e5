'use client';

import { addEntryTexts } from '@/components/wheel/entries/add-entry-texts';
import { UndoLastChangeButton } from '@/components/wheel/history/undo-last-change-button';
import type { ListToolName } from '@/components/wheel/entries/list-tool-actions';
import { DialogButton } from '@/components/ui/dialog-button';
import { ImportFileButton, type FileImport } from '@/components/wheel/entries/import-file-button';
import { useEntriesStore } from '@/components/wheel/use-wheel-stores';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy-component';
import { lazyModule } from '@/lib/browser/lazy-module';

// Loaded on first use (or when the pointer or focus reaches the button), not with the page.
const AddManyDialog = lazyComponent(() => import('@/components/wheel/entries/add-many-dialog').then((m) => m.AddManyDialog));
const loadAddMany = AddManyDialog.preload;
const listToolActions = lazyModule(() => import('@/components/wheel/entries/list-tool-actions'));

function AddManyEntries({ onClose }: { onClose: () => void }) {
  return <AddManyDialog onAdd={(texts) => addEntryTexts(texts)} onClose={onClose} />;
}

/** Each tool with the fewest entries it needs to do anything. */
const LIST_TOOLS: readonly { name: ListToolName; needs: number }[] = [
  { name: 'Shuffle entries', needs: 2 },
  { name: 'Sort entries A to Z', needs: 2 },
  { name: 'Remove duplicate entries', needs: 2 },
  { name: 'Clear all entries', needs: 1 },
];

interface EntriesToolbarProps {
  /** Where focus goes when the control that had it goes away (Clear all leaves the tools disabled). */
  onFocusAway: () => void;
}

/** Many entries at once (Add many, Import from file) and the whole-list tools, each change with an Undo. */
export function EntriesToolbar({ onFocusAway }: EntriesToolbarProps) {
  const count = useEntriesStore((s) => s.entries.length);

  const runTool = async ({ name, needs }: (typeof LIST_TOOLS)[number]) => {
    const { runListTool } = await listToolActions.load();
    if (runListTool(name) < needs) onFocusAway();
  };

  const onImport = async (file: FileImport) => (await listToolActions.load()).importEntries(file);

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <DialogButton size="xs" preload={loadAddMany} dialog={AddManyEntries}>
          Add many
        </DialogButton>
        <ImportFileButton onImport={(file) => void onImport(file)} />
        <UndoLastChangeButton />
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
