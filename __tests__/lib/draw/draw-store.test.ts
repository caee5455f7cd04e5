/**
 * @jest-environment node
 */
// Node's environment: jsdom has no crypto.subtle.
import { drawNext, type DrawUnderWay } from '@/lib/draw/record';
import { hostRecordJson, isBeaconDraw, isCancelledRecord } from '@/lib/draw/host-draw';
import { verifyRecord } from '@/lib/draw/verify';
import { createStorageArea, createWriteRefusalReporter } from '@/lib/persist/storage-area';
import { seededSource } from '@/lib/random';
import { drawSlices, drawStateKey, upcomingSliceIndex } from '@/lib/draw/wheel-slices';
import { createDrawStore, DRAW_KEY, type DrawStore } from '@/lib/draw/draw-store';
import { fakeStorage } from '../persist/fake-storage';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const LATER = new Date('2026-11-23T10:30:00.000Z');
const ENTRIES = ['Ada', 'Grace', 'Ada', 'Linus', 'Margaret'].map((text, i) => ({ id: String(i), text, color: '#11223' + i, visible: true }));

function setup(storage = fakeStorage()) {
  const store = createDrawStore(createStorageArea(() => storage, createWriteRefusalReporter()));
  return { storage, store };
}

/** Resolves once the store has worked out the next winner for the draw as it is now. */
function upcomingReady(store: DrawStore): Promise<string> {
  const ready = () => {
    const { underWay, upcoming } = store.getState();
    return underWay && upcoming?.forKey === drawStateKey(underWay) ? upcoming.forKey : null;
  };
  return new Promise((resolve) => {
    const now = ready();
    if (now) return resolve(now);
    const stop = store.subscribe(() => {
      const key = ready();
      if (key) {
        stop();
        resolve(key);
      }
    });
  });
}

async function started(store: DrawStore, seed = 1, winnersCount = ENTRIES.length): Promise<DrawUnderWay> {
  expect(await store.getState().seal({ title: 'Raffle', entries: ENTRIES, winnersCount, now: NOW, source: seededSource(seed) })).toEqual({ ok: true });
  const draw = store.getState().underWay;
  if (!draw || isBeaconDraw(draw)) throw new Error('no version 2 draw under way');
  return draw;
}

/** The public seed of the version 2 draw under way. */
function publicSeedOf(store: DrawStore): string | undefined {
  const draw = store.getState().underWay;
  return draw && 'publicSeed' in draw ? draw.publicSeed : undefined;
}

describe('draw store', () => {
  it('commits to the entries in order and keeps the draw, seed included, in storage', async () => {
    const { store, storage } = setup();
    const draw = await started(store, 1, 2);
    expect(draw.algorithm).toBe('spinfair-draw-v2');
    expect(draw.algorithm === 'spinfair-draw-v2' && draw.winnersCount).toBe(2);
    expect(draw.entries).toEqual(['Ada', 'Grace', 'Ada', 'Linus', 'Margaret']);
    expect(draw.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.committedAt).toBe(NOW.toISOString());
    const stored = JSON.parse(storage.getItem(DRAW_KEY) ?? 'null') as { underWay: DrawUnderWay };
    expect(stored.underWay.serverSeed).toBe(draw.serverSeed);
  });

  it('lands each spin on the winner the draw itself gives, and adds it only once', async () => {
    const { store } = setup();
    const draw = await started(store);
    const key = await upcomingReady(store);
    const expected = await drawNext(draw);
    const { upcoming } = store.getState();
    expect(upcoming?.winner).toEqual(expected.winner);
    const slices = drawSlices(draw, store.getState().colors);
    expect(slices[upcomingSliceIndex(draw, upcoming) ?? -1]?.text).toBe(expected.winner.text);

    expect(store.getState().acceptWinner(key)).toBe(true);
    // The same spin cannot add its winner twice, and a stale spin cannot add one at all.
    expect(store.getState().acceptWinner(key)).toBe(false);
    expect(store.getState().underWay?.winners).toEqual([expected.winner]);
  });

  it('draws without replacement: the wheel then shows the entries not yet won, in order', async () => {
    const { store } = setup();
    await started(store);
    for (let k = 0; k < ENTRIES.length; k += 1) store.getState().acceptWinner(await upcomingReady(store));
    const { underWay } = store.getState();
    const positions = underWay?.winners.map((w) => w.position) ?? [];
    expect([...positions].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(underWay && drawSlices(underWay, [])).toEqual([]);
  });

  it('restores a draw under way after a reload: same commitment, same winners so far', async () => {
    const { store, storage } = setup();
    const draw = await started(store);
    store.getState().setPublicSeed('lottery 4 8 15');
    store.getState().acceptWinner(await upcomingReady(store));
    const before = store.getState().underWay;

    const reloaded = setup(storage).store;
    reloaded.persistence.hydrate();
    expect(reloaded.getState().underWay).toEqual(before);
    expect(reloaded.getState().underWay?.commitment).toBe(draw.commitment);
    expect(reloaded.getState().colors).toEqual(ENTRIES.map((e) => e.color));
    // And it carries on from where it was.
    await upcomingReady(reloaded);
    expect(reloaded.getState().upcoming?.winner).toEqual((await drawNext(before as DrawUnderWay)).winner);
  });

  it('cannot be resealed while under way; cancelling keeps a cancelled record, and sealing again makes a new commitment', async () => {
    const { store } = setup();
    const first = await started(store, 1);
    const again = await store.getState().seal({ title: 'Raffle', entries: ENTRIES, winnersCount: 1, now: NOW, source: seededSource(2) });
    expect(again.ok).toBe(false);
    expect(store.getState().underWay?.commitment).toBe(first.commitment);

    store.getState().acceptWinner(await upcomingReady(store));
    const cancelled = store.getState().cancel(LATER);
    expect(store.getState().underWay).toBeNull();
    expect(cancelled && isCancelledRecord(cancelled)).toBe(true);
    expect(store.getState().past).toEqual([cancelled]);
    const report = await verifyRecord(hostRecordJson(cancelled!));
    expect(report.kind).toBe('cancelled');
    expect(report.verified).toBe(false);
    const second = await started(store, 2);
    expect(second.commitment).not.toBe(first.commitment);
    expect(second.winners).toEqual([]);
  });

  it('lets the public seed change until the first winner is drawn, never after, and uses only its canonical form', async () => {
    const { store } = setup();
    await started(store);
    store.getState().setPublicSeed('first word');
    store.getState().setPublicSeed(' chat\u200B says \u00A0hello\uFEFF ');
    expect(store.getState().typedSeed).toBe(' chat\u200B says \u00A0hello\uFEFF ');
    expect(publicSeedOf(store)).toBe('chat says hello');
    store.getState().acceptWinner(await upcomingReady(store));
    expect(store.getState().setPublicSeed('another try')).toBe(false);
    expect(publicSeedOf(store)).toBe('chat says hello');
  });

  it('refuses a public seed longer than a draw takes, keeping the one before', async () => {
    const { store } = setup();
    await started(store);
    store.getState().setPublicSeed('short');
    expect(store.getState().setPublicSeed('x'.repeat(201))).toBe(false);
    expect(publicSeedOf(store)).toBe('short');
  });

  it('refuses to seal a list with an entry a draw cannot commit, naming it', async () => {
    const { store } = setup();
    const entries = [...ENTRIES, { id: 'x', text: 'Bad\u0007bell', color: '#000000', visible: true }];
    const outcome = await store.getState().seal({ title: 'Raffle', entries, winnersCount: 1, now: NOW, source: seededSource(1) });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.problem).toEqual({ kind: 'text', where: { kind: 'entry', index: 5, text: 'Bad\u0007bell' }, rule: { code: 'control', codePoint: 7 } });
    expect(store.getState().underWay).toBeNull();
  });

  it('finishes only once every winner it was sealed for is drawn, and draws no more than that', async () => {
    const { store } = setup();
    await started(store, 1, 2);
    expect(store.getState().finish(LATER)).toBeNull();
    store.getState().acceptWinner(await upcomingReady(store));
    expect(store.getState().finish(LATER)).toBeNull();
    store.getState().acceptWinner(await upcomingReady(store));
    expect(store.getState().upcoming).toBeNull();
    const record = store.getState().finish(LATER);
    expect(record?.winners).toHaveLength(2);
    expect((await verifyRecord(hostRecordJson(record!))).kind).toBe('verified');
  });

  it('brings a version 1 stored draw forward: its finished draw becomes the first past draw', () => {
    const finished = { algorithm: 'spinfair-draw-v1', title: '', entries: ['a'], commitment: 'a'.repeat(64), serverSeed: 'b'.repeat(64), publicSeed: '', winners: [], committedAt: NOW.toISOString(), finishedAt: LATER.toISOString() };
    const storage = fakeStorage({ [DRAW_KEY]: JSON.stringify({ underWay: null, colors: [], finished }), [`${DRAW_KEY}.version`]: '1' });
    const { store } = setup(storage);
    store.persistence.hydrate();
    expect(store.getState().past).toEqual([finished]);
  });

  it('finishes with a record that verifies, kept among past draws after a reload until removed', async () => {
    const { store, storage } = setup();
    await started(store, 1, 3);
    store.getState().setPublicSeed('42');
    for (let k = 0; k < 3; k += 1) store.getState().acceptWinner(await upcomingReady(store));
    const record = store.getState().finish(LATER);
    if (!record) throw new Error('no record');
    expect('finishedAt' in record && record.finishedAt).toBe(LATER.toISOString());
    expect(store.getState().underWay).toBeNull();
    const report = await verifyRecord(hostRecordJson(record));
    expect(report.kind).toBe('verified');
    expect(report.verified).toBe(true);

    const reloaded = setup(storage).store;
    reloaded.persistence.hydrate();
    expect(reloaded.getState().past).toEqual([record]);
    await started(reloaded, 3);
    expect(reloaded.getState().past).toEqual([record]);
    reloaded.getState().forget(record.commitment);
    expect(reloaded.getState().past).toEqual([]);
  });

  it('drops a damaged stored draw, keeping a copy of the text', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = fakeStorage({ [DRAW_KEY]: JSON.stringify({ underWay: { algorithm: 'spinfair-draw-v2', entries: 'nope' }, colors: [], past: [] }), [`${DRAW_KEY}.version`]: '2' });
    const { store } = setup(storage);
    store.persistence.hydrate();
    expect(store.getState().underWay).toBeNull();
    expect(storage.getItem(`${DRAW_KEY}.corrupt`)).toContain('nope');
    warn.mockRestore();
  });
});
