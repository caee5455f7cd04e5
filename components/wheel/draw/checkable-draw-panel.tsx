'use client';

import { useEffect, useId } from 'react';
import { useStore } from 'zustand';
import { Button } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { notify } from '@/components/ui/notify';
import { Switch } from '@/components/ui/switch';
import { CopyButton } from '@/components/ui/copy-button';
import { CheckableDrawFinished } from '@/components/wheel/draw/checkable-draw-finished';
import { loadDrawStore, useDrawStore, type DrawStoreApi } from '@/components/wheel/draw/use-draw-store';
import { verificationLink } from '@/lib/draw/link';
import type { DrawUnderWay } from '@/lib/draw/record';
import { visibleEntries } from '@/lib/wheel/list/entries';
import { entriesStore } from '@/lib/wheel/stores/entries-store';
import { hostingStore } from '@/lib/wheel/stores/hosting-store';
import { resultsStore } from '@/lib/wheel/stores/results-store';

async function startFromWheel(drawStore: DrawStoreApi) {
  const entries = visibleEntries(entriesStore.getState().entries);
  if (entries.length === 0) {
    notify({ title: 'No entries to draw', description: 'Add at least one visible entry before starting a checkable draw.', variant: 'destructive' });
    return;
  }
  try {
    // Before the store's code is here, its stand-in reads any stored draw first, so a draw under way in storage is never replaced.
    await drawStore.getState().start({ title: hostingStore.getState().title, entries });
  } catch {
    notify({ title: 'Draw not started', description: 'This browser could not make the commitment (it needs Web Crypto, which only secure pages have).', variant: 'destructive' });
  }
}

function DrawUnderWayControls({ draw, spinning }: { draw: DrawUnderWay; spinning: boolean }) {
  const drawStore = useDrawStore();
  const finishAndLink = async () => {
    const record = drawStore.getState().finish();
    // The results of this draw get the link too, so the Results tab can point to it.
    if (record) resultsStore.getState().linkDraw(record.commitment, await verificationLink(record));
  };
  const commitmentId = useId();
  const seedId = useId();
  const seedHelpId = useId();
  const seedLocked = spinning || draw.winners.length > 0;
  const allWon = draw.winners.length === draw.entries.length;

  return (
    <div className="space-y-3 rounded-lg border border-line p-3">
      <div className="space-y-1">
        <label htmlFor={commitmentId} className="text-sm font-semibold text-fg">
          Draw commitment
        </label>
        <input id={commitmentId} readOnly value={draw.commitment} className={`${FIELD_CLASS} font-mono text-sm`} />
        <p className="text-sm text-subtle">Publish this before the first spin: it seals the list and a secret seed.</p>
        <CopyButton variant="secondary" size="xs" text={draw.commitment} what="Commitment">
          Copy commitment
        </CopyButton>
      </div>
      <div className="space-y-1">
        <label htmlFor={seedId} className="text-sm font-semibold text-fg">
          Public seed
        </label>
        <input
          id={seedId}
          value={draw.publicSeed}
          readOnly={seedLocked}
          onChange={(event) => drawStore.getState().setPublicSeed(event.target.value)}
          aria-describedby={seedHelpId}
          className={FIELD_CLASS}
        />
        <div id={seedHelpId} className="text-sm text-subtle">
          <p>Optional. After publishing the commitment, let your audience pick a word, or use a number nobody knows yet.</p>
          <p>Since it comes after the seal, not even you could have chosen a secret seed that favours anyone.</p>
          {seedLocked ? <p className="font-semibold">Locked: the draw has begun.</p> : null}
        </div>
      </div>
      {draw.winners.length > 0 ? (
        <div>
          <p className="text-sm font-semibold text-fg">Winners so far</p>
          <ol aria-label="Winners so far" className="list-decimal pl-6 text-sm text-fg">
            {draw.winners.map((winner) => (
              <li key={winner.position} dir="auto" className="whitespace-pre-wrap wrap-anywhere">
                {winner.text}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {allWon ? <p className="rounded-lg bg-note p-3 text-sm text-note-fg">Every entry has won: finish the draw to reveal its seed.</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="xs" disabled={spinning} onClick={() => void finishAndLink()}>
          Finish draw
        </Button>
        <Button variant="secondary" size="xs" disabled={spinning} onClick={() => drawStore.getState().cancel()}>
          Cancel draw
        </Button>
      </div>
    </div>
  );
}

/**
 * A checkable draw: the list is sealed with a commitment before the first
 * spin, each spin lands on the draw's next winner, and finishing reveals the
 * seed behind a link anyone can check.
 */
export function CheckableDrawPanel({ spinning }: { spinning: boolean }) {
  const drawStore = useDrawStore();
  const draw = useStore(drawStore, (s) => s.underWay);
  const finished = useStore(drawStore, (s) => s.finished);
  const starting = useStore(drawStore, (s) => s.starting);
  // The controls are open: the store (its code came with them) reads any stored draw and holds spins back until it has.
  useEffect(() => {
    loadDrawStore().catch((error: unknown) => console.error('Could not load the checkable draw.', error));
  }, []);

  const onSwitch = (on: boolean) => {
    if (spinning) return;
    if (on) void startFromWheel(drawStore);
    // Turning it off ends the draw with no record; turning it on again seals a new commitment.
    else drawStore.getState().cancel();
  };

  return (
    <section aria-label="Checkable draw" className="space-y-3">
      <Switch
        label="Checkable draw"
        checked={draw !== null || starting}
        onCheckedChange={onSwitch}
        description="Seal the list before the first spin so anyone can check the winners afterwards."
      />
      {draw ? <DrawUnderWayControls draw={draw} spinning={spinning} /> : null}
      {!draw && finished ? <CheckableDrawFinished record={finished} /> : null}
    </section>
  );
}
