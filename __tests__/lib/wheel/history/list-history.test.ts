import { CONTINUE_WITHIN_MS, createListHistory, HISTORY_STEPS } from '@/lib/wheel/history/list-history';
import type { WheelEntry } from '@/lib/wheel/entries/entries';

const entry = (id: string, text = `Entry ${id}`): WheelEntry => ({ id, text, color: '#112233', visible: true });

function setup() {
  let now = 0;
  const history = createListHistory(() => now);
  return {
    history,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('createListHistory', () => {
  it('undoes changes one at a time, newest first, back to the first list', () => {
    const { history, advance } = setup();
    const lists: WheelEntry[][] = [[entry('a')]];
    for (const id of ['b', 'c', 'd']) {
      advance(5_000);
      const next = [...lists.at(-1)!, entry(id)];
      history.record(lists.at(-1)!, next);
      lists.push(next);
    }
    let current: readonly WheelEntry[] = lists.at(-1)!;
    for (let i = lists.length - 2; i >= 0; i -= 1) {
      const result = history.undo(current);
      expect(result?.list).toEqual(lists[i]);
      current = result!.list;
    }
    expect(history.undo(current)).toBeNull();
  });

  it(`keeps the last ${HISTORY_STEPS} steps, at least 20`, () => {
    const { history, advance } = setup();
    let current: WheelEntry[] = [];
    for (let i = 0; i < HISTORY_STEPS + 10; i += 1) {
      advance(5_000);
      const next = [...current, entry(String(i))];
      history.record(current, next);
      current = next;
    }
    expect(HISTORY_STEPS).toBeGreaterThanOrEqual(20);
    expect(history.steps()).toHaveLength(HISTORY_STEPS);
    const back = history.undoTo(history.steps()[0]!.id, current);
    expect(back?.list).toHaveLength(10);
    expect(back?.undone).toHaveLength(HISTORY_STEPS);
  });

  it('makes quick changes of the same entry one step, and slower ones two', () => {
    const { history, advance } = setup();
    const a = entry('a');
    const red = { ...a, color: '#ff0000' };
    const green = { ...a, color: '#00ff00' };
    history.record([a], [red]);
    advance(CONTINUE_WITHIN_MS - 1);
    history.record([red], [green]);
    expect(history.steps()).toHaveLength(1);
    expect(history.undo([green])?.list).toEqual([a]);
    history.record([a], [red]);
    advance(CONTINUE_WITHIN_MS);
    history.record([red], [green]);
    expect(history.steps()).toHaveLength(2);
  });

  it('keeps a picture added or taken off as a step of its own, however quick', () => {
    const { history, advance } = setup();
    const a = entry('a');
    const red = { ...a, color: '#ff0000' };
    const pictured = { ...red, image: 'data:image/webp;base64,AAAA' };
    const green = { ...pictured, color: '#00ff00' };
    history.record([a], [red]);
    advance(10);
    history.record([red], [pictured]);
    advance(10);
    history.record([pictured], [green]);
    advance(10);
    history.record([green], [red]);
    expect(history.steps()).toHaveLength(4);
    expect(history.undo([red])?.list).toEqual([green]);
  });

  it("undoes a toast's step with every later one, and says when that step is gone", () => {
    const { history, advance } = setup();
    const first = history.record([entry('a')], [])!;
    advance(5_000);
    history.record([], [entry('b')]);
    expect(history.undoTo(first.id, [entry('b')])?.list).toEqual([entry('a')]);
    expect(history.undoTo(first.id, [entry('a')])).toBeNull();
  });

  it('tells its listeners of every new step and every undo', () => {
    const { history } = setup();
    const heard = jest.fn();
    const stop = history.subscribe(heard);
    history.record([], [entry('a')]);
    history.undo([entry('a')]);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('rebase: another tab\'s concurrent change under this tab\'s own', () => {
  it('puts the other tab\'s change first and this tab\'s own changes on top, keeping the id a toast\'s Undo holds', () => {
    const { history, advance } = setup();
    const base = [entry('a')];
    const mine = [...base, entry('m1')];
    const mine2 = [...mine, entry('m2')];
    const ownStep = history.record(base, mine);
    advance(5_000);
    const newestOwn = history.record(mine, mine2);
    const theirs = [entry('a'), entry('t')];
    const merged = [entry('a'), entry('m1'), entry('m2'), entry('t')];
    history.rebase(mine2, { base, theirs, merged });
    expect(ownStep).not.toBeNull();
    const undone = history.undoTo(newestOwn!.id, merged);
    expect(undone?.list).toEqual(theirs);
    expect(history.undo(theirs)?.list).toEqual(base);
  });

  it('records the merge as one step when its steps do not lead back to the list both tabs started from', () => {
    const { history } = setup();
    const mine = [entry('a'), entry('m')];
    const merged = [entry('a'), entry('m'), entry('t')];
    history.rebase(mine, { base: [entry('x')], theirs: [entry('a'), entry('t')], merged });
    expect(history.steps()).toHaveLength(1);
    expect(history.undo(merged)?.list).toEqual(mine);
  });
});
