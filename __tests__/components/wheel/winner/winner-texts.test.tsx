import { render } from '@testing-library/react';
import { formatMessage } from '@/lib/i18n/format';
import { stage } from '@/lib/i18n/messages/en/stage';
import { spin } from '@/lib/i18n/messages/en/spin';
import { winner } from '@/lib/i18n/messages/en/winner';
import { ENTRY_SLOT, placeEntry } from '@/components/i18n/place-entry';
import { winnerChosen } from '@/components/wheel/spin/winner-chosen';

const stageT = (key: keyof typeof stage, values?: Record<string, string | number>) => formatMessage(stage[key], values, 'en');
const t = (key: keyof typeof winner, values?: Record<string, string | number>) => formatMessage(winner[key], values, 'en');

describe('placeEntry', () => {
  it('puts the entry element where the message has its slot', () => {
    const { container } = render(<p>{placeEntry(stageT('winnerLine', { entry: ENTRY_SLOT }), <bdi>Ada</bdi>)}</p>);
    expect(container.innerHTML).toBe('<p>Winner: <bdi>Ada</bdi></p>');
  });

  it('leaves a message without the slot as it is', () => {
    expect(placeEntry('No entry here', <bdi>Ada</bdi>)).toBe('No entry here');
  });
});

describe('winnerChosen', () => {
  it('isolates the entry in the sentence', () => {
    const spinT = (key: keyof typeof spin, values?: Record<string, string | number>) => formatMessage(spin[key], values, 'en');
    const { container } = render(<p>{winnerChosen(spinT, 'Ada')}</p>);
    expect(container.innerHTML).toBe('<p><bdi>Ada</bdi> was chosen.</p>');
  });
});

describe('stage and winner texts in English', () => {
  it('names the wheel with its count of entries, ungrouped', () => {
    expect(stageT('wheelLabel', { count: '1' })).toBe('Picker wheel with 1 entry. Press Space or Enter to spin.');
    expect(stageT('wheelLabel', { count: '0' })).toBe('Picker wheel with 0 entries. Press Space or Enter to spin.');
    expect(stageT('wheelLabelPressHold', { count: '12000' })).toBe('Picker wheel with 12000 entries. Hold Space to build speed, then release.');
  });

  it('says how many winners came off the wheel, ungrouped', () => {
    expect(t('winnersRemovedDescription', { count: '3' })).toBe('3 winners are off the wheel.');
    expect(t('winnersRemovedDescription', { count: '1500' })).toBe('1500 winners are off the wheel.');
    expect(t('winnerRemovedDescription', { entry: 'Ada' })).toBe('“Ada” is off the wheel.');
  });

  it('names the winner card and its buttons for one winner or several', () => {
    expect([t('winnerCardTitle', { count: 1 }), t('hideWinners', { count: 1 }), t('removeWinners', { count: 1 })]).toEqual(['Winner', 'Hide winner', 'Remove winner']);
    expect([t('winnerCardTitle', { count: 2 }), t('hideWinners', { count: 2 }), t('removeWinners', { count: 2 })]).toEqual(['Winners', 'Hide winners', 'Remove winners']);
  });
});
