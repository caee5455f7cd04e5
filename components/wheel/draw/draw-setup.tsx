'use client';

import { useId, useState } from 'react';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { CountField } from '@/components/ui/count-field';
import { FIELD_CLASS } from '@/components/ui/field';
import { notify } from '@/components/ui/notify';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import type { DrawStoreApi } from '@/components/wheel/draw/lazy-draw-store';
import { codePointName, type TextProblem } from '@/lib/draw/texts';
import { listFacts } from '@/lib/wheel/entries/entries';
import { clampWinnersPerSpin } from '@/lib/wheel/hosting/after-spin';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { hostingStore } from '@/lib/wheel/hosting/hosting-store';
import type { SealProblem } from '@/lib/draw/draw-store';
import type { Translate } from '@/lib/i18n/messages';
import { formatMoment } from '@/lib/i18n/moments';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';

/** Where the draw's randomness comes from: a drand round (version 3) or a seed the audience types (version 2). */
type Randomness = 'beacon' | 'seed';

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

/** The problem in the page's language; an entry is named by its number and its first 40 characters, a draw time as the visitor writes it. */
function problemText(t: Translate<'draw'>, problem: SetupProblem, languageTag: string): string {
  switch (problem.kind) {
    case 'drawTime': {
      const { problem: why } = problem;
      if (why.kind === 'unreadable') return t('drawTimeUnreadable');
      const time = formatMoment(why.drawAt.getTime(), languageTag);
      return why.kind === 'tooSoon' ? t('drawTimeTooSoon', { time }) : t('drawTimeTooLate', { time });
    }
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
 * Before a draw is sealed nothing is committed: the host picks where the
 * randomness comes from (a drand round at a draw time, or a public seed from
 * the audience) and how many winners the draw has, then "Seal the draw"
 * checks every text and commits to the list, the title, the time, that
 * number and, for a beacon draw, the round.
 */
export function DrawSetup({ drawStore, visibleCount, sealing, onSealed }: DrawSetupProps) {
  const t = useT('draw');
  const languageTag = LANGUAGE_FACTS[useLang()].tag;
  const drawTimeId = useId();
  const drawTimeHintId = useId();
  const [randomness, setRandomness] = useState<Randomness>('beacon');
  const [drawTime, setDrawTime] = useState('');
  const [wanted, setWanted] = useState(1);
  const [problem, setProblem] = useState<SetupProblem | null>(null);
  const most = Math.max(1, visibleCount);
  const winnersCount = clampWinnersPerSpin(wanted, visibleCount);

  const seal = async () => {
    const entries = listFacts(entriesStore.getState().entries).visible;
    if (entries.length === 0) {
      setProblem({ kind: 'noVisibleEntry' });
      return;
    }
    try {
      const outcome = await drawStore.getState().seal({
        title: hostingStore.getState().title,
        entries,
        winnersCount: Math.min(winnersCount, entries.length),
        beacon: randomness === 'beacon' ? { drawTime } : undefined,
      });
      setProblem(outcome.ok ? null : outcome.problem);
      if (outcome.ok) onSealed();
    } catch {
      notify({ title: t('drawNotSealedTitle'), description: t('drawNotSealed'), variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-line p-3">
      <RadioCardGroup
        legend={t('randomness')}
        look="card"
        className="grid gap-2"
        value={randomness}
        onChange={setRandomness}
        options={[
          { value: 'beacon', label: t('randomnessBeacon'), description: t('randomnessBeaconHelp') },
          { value: 'seed', label: t('randomnessSeed'), description: t('randomnessSeedHelp') },
        ]}
      />
      {randomness === 'beacon' ? (
        <div className="space-y-1">
          <label htmlFor={drawTimeId} className="text-sm font-semibold text-fg">
            {t('drawTime')}
          </label>
          <input
            id={drawTimeId}
            type="datetime-local"
            step="1"
            value={drawTime}
            onChange={(event) => setDrawTime(event.target.value)}
            aria-describedby={drawTimeHintId}
            className={FIELD_CLASS}
          />
          <p id={drawTimeHintId} className="text-sm text-subtle">
            {t('drawTimeHint')}
          </p>
        </div>
      ) : null}
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
          {problemText(t, problem, languageTag)}
        </p>
      ) : null}
      <Button size="xs" disabled={sealing} onClick={() => void seal()}>
        {sealing ? t('sealing') : t('sealDraw')}
      </Button>
    </div>
  );
}
