'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FileButton } from '@/components/ui/file-button';
import { lazyModule } from '@/lib/browser/lazy-module';
import { useT } from '@/components/i18n/use-t';
import type { ImportedList } from '@/lib/wheel/entries/import-file';

/** The parsers load on the first import, not with the page. */
const importParsers = lazyModule(() => import('@/lib/wheel/entries/import-file'));

export interface FileImport {
  fileName: string;
  texts: string[];
  /** The first row, when it read as a column heading and the host chose to leave it out. */
  skippedHeader?: string;
}

interface ImportFileButtonProps {
  onImport: (result: FileImport) => void;
}

interface Pending extends ImportedList {
  fileName: string;
  header: string;
}

/** For the file picker's `accept`: the extensions plus the types some phones filter by. */
const IMPORT_ACCEPT = '.txt,.csv,text/plain,text/csv';

/** Why a file gave no list, as the texts that say so. */
type ImportProblem = 'importWrongKind' | 'importTooLarge' | 'importNotText' | 'importEmpty' | 'importUnreadable';

async function readList(file: File): Promise<ImportedList | ImportProblem> {
  const { decodeImportBytes, importKindFor, looksBinary, MAX_IMPORT_BYTES, parseImport } = await importParsers.load();
  const kind = importKindFor(file.name, file.type);
  if (!kind) return 'importWrongKind';
  if (file.size > MAX_IMPORT_BYTES) return 'importTooLarge';
  const text = decodeImportBytes(new Uint8Array(await file.arrayBuffer()));
  // A program or a picture renamed .csv or .txt would give hundreds of garbled entries: refused, the list untouched.
  if (looksBinary(text)) return 'importNotText';
  const list = parseImport(text, kind);
  if (list.entries.length === 0 && list.header === undefined) return 'importEmpty';
  return list;
}

/** Marks where the heading goes in the question, so it can be isolated in <bdi>. */
const HEADING_MARK = '\u0000';

/**
 * "Import from file": a .txt file gives one entry per line, a .csv file its
 * first column. When the first row reads as a column heading ("Name",
 * "Email"), the host is asked whether to leave it out. Its parts are flex
 * items of the caller's wrapping row; a message takes a whole line.
 */
export function ImportFileButton({ onImport }: ImportFileButtonProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<ImportProblem | null>(null);
  const questionId = useId();
  const t = useT('entries');

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again still fires a change.
    input.value = '';
    if (!file) return;
    setPending(null);
    const list = await readList(file).catch((): ImportProblem => 'importUnreadable');
    if (typeof list === 'string') {
      setProblem(list);
      return;
    }
    setProblem(null);
    if (list.header !== undefined) setPending({ ...list, header: list.header, fileName: file.name });
    else onImport({ fileName: file.name, texts: list.entries });
  };

  const finish = (skip: boolean) => {
    if (!pending) return;
    const { fileName, header, entries } = pending;
    setPending(null);
    onImport(skip ? { fileName, texts: entries, skippedHeader: header } : { fileName, texts: [header, ...entries] });
  };

  const [beforeHeading, afterHeading] = t('headingQuestion', { heading: HEADING_MARK }).split(HEADING_MARK);

  return (
    <>
      <FileButton variant="secondary" size="xs" accept={IMPORT_ACCEPT} onChange={onChange}>
        {t('importFromFile')}
      </FileButton>
      {problem ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {t(problem)}
        </p>
      ) : null}
      {pending ? (
        <div role="group" aria-labelledby={questionId} className="w-full space-y-2 rounded-lg border border-line-strong bg-surface-muted p-3 text-sm">
          <p id={questionId}>
            {beforeHeading}
            <bdi>{pending.header}</bdi>
            {afterHeading}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => finish(true)}>{t('leaveOutHeading')}</Button>
            <Button variant="secondary" onClick={() => finish(false)}>
              {t('keepHeading')}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
