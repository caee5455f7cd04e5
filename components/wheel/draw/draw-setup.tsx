'use client';

import { useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { CountField } from '@/components/ui/count-field';
import { notify } from '@/components/ui/notify';
import type { DrawStoreApi } from '@/components/wheel/draw/lazy-draw-store';
import { codePointName, type TextProblem } from '@/lib/draw/texts';
import { visibleEntries } from '@/lib/wheel/entries/entries';
import { clampWinnersPerSpin } from '@/lib/wheel/hosting/after-spin';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { hostingStore } from '@/lib/wheel/hosting/hosting-store';
import type { SealProblem } from '@/lib/draw/draw-store';
import type { Translate } from '@/lib/i18n/messages';

/** Why "Seal the draw" did nothing: the store's reasons, or no visible entry to seal. */
type SetupProblem = SealProblem | { kind: 'noVisibleEntry' };

/** A broken text rule as message arguments: its code, and the longest title or the code point it names. */
function ruleValues(problem: TextProblem) {
  return {
    problem: problem.code,
    max: problem.code === 'tooLong' ? problem.max : '',
    codePoint: problem.code === 'control' ? codePointName(problem.codePoint) : '',
  };
}

/** The problem in the page's language; an entry is named by its number and its first 40 characters. */
function problemText(t: Translate<'draw'>, problem: SetupProblem): string {
  switch (problem.kind) {
    case 'noVisibleEntry':
      return t('noVisibleEntry');
    case 'underWay':
      return t('sealUnderWay');
    case 'noEntries':
      return t('sealNoEntries');
    case 'winnersCount':
      return t('sealWinnersCount', { count: problem.entries, entries: String(problem.entries), winnersCount: String(problem.winnersCount) });
    case 'text':
      return problem.where.kind === 'title'
        ? t('sealTitleProblem', ruleValues(problem.rule))
        : t('sealEntryProblem', { ...ruleValues(problem.rule), number: String(problem.where.index + 1), text: problem.where.text.slice(0, 40) });
  }
}

interface DrawSetupProps {
  drawStore: DrawStoreApi;
  visibleCount: number;
  sealing: boolean;
  /** Called once "Seal the draw" has sealed it (not when it was refused). */
  onSealed: () => void;
}

/**
 * Before a draw is sealed nothing is committed: the host fixes how many
 * winners it will have, then "Seal the draw" checks every text and commits
 * to the list, the title, the time and that number.
 */
export function DrawSetup({ drawStore, visibleCount, sealing, onSealed }: DrawSetupProps) {
  const t = useT('draw');
  const [wanted, setWanted] = useState(1);
  const [problem, setProblem] = useState<SetupProblem | null>(null);
  const most = Math.max(1, visibleCount);
  const winnersCount = clampWinnersPerSpin(wanted, visibleCount);

  const seal = async () => {
    const entries = visibleEntries(entriesStore.getState().entries);
    if (entries.length === 0) {
      setProblem({ kind: 'noVisibleEntry' });
      return;
    }
    try {
      const outcome = await drawStore.getState().seal({ title: hostingStore.getState().title, entries, winnersCount: Math.min(winnersCount, entries.length) });
      setProblem(outcome.ok ? null : outcome.problem);
      if (outcome.ok) onSealed();
    } catch {
      notify({ title: t('drawNotSealedTitle'), description: t('drawNotSealed'), variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-line p-3">
      <CountField
        label={t('winnersInDraw')}
        labelClassName="text-sm"
        value={winnersCount}
        most={most}
        onChange={setWanted}
        hint={t('winnersInDrawHint', { most })}
      />
      {problem ? (
        <p role="alert" className="rounded-lg bg-note p-3 text-sm text-note-fg wrap-anywhere">
          {problemText(t, problem)}
        </p>
      ) : null}
      <Button size="xs" disabled={sealing} onClick={() => void seal()}>
        {sealing ? t('sealing') : t('sealDraw')}
      </Button>
    </div>
  );
}
