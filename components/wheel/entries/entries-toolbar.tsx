'use client';

import { addEntryTexts } from '@/components/wheel/entries/add-entry-texts';
import { UndoLastChangeButton } from '@/components/wheel/history/undo-last-change-button';
import type { ListToolName } from '@/components/wheel/entries/list-tool-actions';
import { DialogButton } from '@/components/ui/dialog-button';
import { AddImagesButton } from '@/components/wheel/entries/add-images-button';
import { ImportFileButton, type FileImport } from '@/components/wheel/entries/import-file-button';
import { useEntriesStore } from '@/components/wheel/use-wheel-stores';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy-component';
import { lazyModule } from '@/lib/browser/lazy-module';
import { useT } from '@/components/i18n/use-t';
import { addedNotice } from '@/lib/wheel/entries/list-notices';

// Loaded on first use (or when the pointer or focus reaches the button), not with the page.
const AddManyDialog = lazyComponent(() => import('@/components/wheel/entries/add-many-dialog').then((m) => m.AddManyDialog));
const loadAddMany = AddManyDialog.preload;
const listToolActions = lazyModule(() => import('@/components/wheel/entries/list-tool-actions'));

function AddManyEntries({ onClose }: { onClose: () => void }) {
  const t = useT('entries');
  return <AddManyDialog onAdd={(texts) => void addEntryTexts(texts, (added) => addedNotice(added, t))} onClose={onClose} />;
}

/** Each tool with its button's text and the fewest entries it needs to do anything. */
const LIST_TOOLS = [
  { name: 'shuffle', label: 'shuffleEntries', needs: 2 },
  { name: 'sort', label: 'sortEntries', needs: 2 },
  { name: 'removeDuplicates', label: 'removeDuplicates', needs: 2 },
  { name: 'clear', label: 'clearEntries', needs: 1 },
] as const satisfies readonly { name: ListToolName; label: string; needs: number }[];

interface EntriesToolbarProps {
  /** Where focus goes when the control that had it goes away (Clear all leaves the tools disabled). */
  onFocusAway: () => void;
}

/** Many entries at once (Add many, Import from file) and the whole-list tools, each change with an Undo. */
export function EntriesToolbar({ onFocusAway }: EntriesToolbarProps) {
  const t = useT('entries');
  const count = useEntriesStore((s) => s.entries.length);

  const runTool = async ({ name, needs }: (typeof LIST_TOOLS)[number]) => {
    const { runListTool } = await listToolActions.load();
    if ((await runListTool(name, t)) < needs) onFocusAway();
  };

  const onImport = async (file: FileImport) => (await listToolActions.load()).importEntries(file, t);

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <DialogButton size="xs" preload={loadAddMany} dialog={AddManyEntries}>
          {t('addMany')}
        </DialogButton>
        <ImportFileButton onImport={(file) => void onImport(file)} />
        <AddImagesButton />
        <UndoLastChangeButton />
      </div>
      <div role="group" aria-label={t('listTools')} className="flex flex-wrap gap-2">
        {LIST_TOOLS.map((tool) => (
          <Button key={tool.name} variant="secondary" size="xs" disabled={count < tool.needs} onClick={() => void runTool(tool)}>
            {t(tool.label)}
          </Button>
        ))}
      </div>
    </div>
  );
}
