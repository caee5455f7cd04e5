import { render } from '@testing-library/react';
import { checkDetail, verdictText } from '@/lib/draw/report-words';
import { richText } from '@/components/verify/rich-text';
import type { InputProblem } from '@/lib/draw/link';
import type { RecordProblem } from '@/lib/draw/read-record';
import type { CheckDetail, VerificationReport } from '@/lib/draw/verify';
import { formatMessage } from '@/lib/i18n/format';
import { LANGUAGES } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { en } from '@/lib/i18n/messages/en';
import { englishT as t } from '@/__tests__/lib/draw/english';

function unreadable(problem: InputProblem | RecordProblem): string {
  return checkDetail(t, { code: 'unreadable', problem });
}

describe('the /verify texts', () => {
  it('are all messages the formatter reads', () => {
    for (const [key, message] of Object.entries(en.verify)) expect([key, typeof formatMessage(message, {}, 'en')]).toEqual([key, 'string']);
  });
});

describe('checkDetail', () => {
  it('names the link a problem is in, or the pasted text', () => {
    expect(unreadable({ code: 'linkEmpty', link: 'announcement' })).toBe('The announcement link has nothing after "#a=".');
    expect(unreadable({ code: 'linkDamaged', link: 'verification' })).toBe(
      'The verification link is damaged: after "#r=" it has characters or a length a link never has.',
    );
    expect(unreadable({ code: 'notJson', source: 'announcement' })).toBe(
      'The record inside the announcement link is not valid JSON: it may be cut short or edited by hand.',
    );
    expect(unreadable({ code: 'notJson', source: 'record' })).toBe('The draw record is not valid JSON: it may be cut short or edited by hand.');
    expect(unreadable({ code: 'tooLarge', source: 'text', maxEntries: 100_000 })).toBe(
      'The text is too large: it unpacks to more than a draw record of 100,000 entries can hold, so it was not opened.',
    );
  });

  it('names an entry or a winner by its number as the record counts, with no thousands separator', () => {
    expect(unreadable({ code: 'notText', part: { kind: 'entry', number: 12345 } })).toBe('Entry 12345 is missing or is not text.');
    expect(unreadable({ code: 'brokenCharacter', part: { kind: 'winnerText', number: 2 } })).toBe(
      "Winner 2's text contains a broken character (an unpaired UTF-16 surrogate).",
    );
    expect(unreadable({ code: 'notText', part: { kind: 'field', name: 'title' } })).toBe('"title" is missing or is not text.');
    expect(unreadable({ code: 'entryBreaksRules', entry: 10000, problem: { code: 'control', codePoint: 0x200b } })).toBe(
      "Entry 10000 breaks the draw's text rules: it contains the invisible control character U+200B.",
    );
    expect(unreadable({ code: 'entryBreaksRules', entry: 3, problem: { code: 'lineSeparator' } })).toBe(
      "Entry 3 breaks the draw's text rules: it contains a line separator (U+2028), which works as a line break.",
    );
    expect(unreadable({ code: 'titleBreaksRules', problem: { code: 'paragraphSeparator' } })).toBe(
      "The title breaks the draw's text rules: it contains a paragraph separator (U+2029), which works as a line break.",
    );
    expect(unreadable({ code: 'titleBreaksRules', problem: { code: 'tab' } })).toBe("The title breaks the draw's text rules: it contains a tab.");
    expect(unreadable({ code: 'titleBreaksRules', problem: { code: 'loneSurrogate' } })).toBe(
      "The title breaks the draw's text rules: it contains a broken character (a lone surrogate).",
    );
  });

  it('says what a check found, quoting long texts cut short', () => {
    const details: [CheckDetail, string][] = [
      [{ code: 'noCrypto', error: 'crypto.subtle is undefined' }, "This browser could not compute SHA-256 or HMAC here (crypto.subtle is undefined). Try a current browser on the site's https address."],
      [{ code: 'winnersOverEntries', winners: 3, entries: 2 }, 'The record lists 3 winners, but a draw without replacement from 2 entries has at most 2.'],
      [{ code: 'noWinners' }, 'The record has no winners, so there is nothing to recompute.'],
      [{ code: 'recordRead', cancelled: true, title: '', entries: 1, winners: 0 }, 'A cancelled record: 1 entry, 0 winners.'],
      [
        { code: 'commitmentDiffers', version: 1, entries: 3, recomputed: '0123456789abcdef'.repeat(4), commitment: 'f'.repeat(64) },
        'SHA-256 of the server seed and the 3 entries gives 0123456789ab…, but the commitment is ffffffffffff…: something committed is not what the host committed to.',
      ],
      [{ code: 'announcementRead', title: 'x'.repeat(81), entries: 2, winnersCount: 1 }, `An announcement of "${'x'.repeat(80)}…": 2 entries, 1 winner to draw.`],
    ];
    for (const [detail, words] of details) expect(checkDetail(t, detail)).toBe(words);
  });
});

describe('the winners recomputed', () => {
  const match = (lang: (typeof LANGUAGES)[number], winners: number) => checkDetail(getT(lang, 'verify'), { code: 'winnersMatch', winners });

  it('agree with their count in English: one winner is "the winner", never "all 1 winners"', () => {
    expect(match('en', 1)).toBe('Recomputed from the server seed and the public seed, the winner is the same.');
    expect(match('en', 3)).toBe('Recomputed from the server seed and the public seed, all 3 winners are the same, in the same order.');
  });

  it('have a form of their own for one winner in every language, not the many-winner sentence with a 1 in it', () => {
    for (const lang of LANGUAGES) expect([lang, match(lang, 1)]).not.toEqual([lang, match(lang, 7).replace('7', '1')]);
  });
});

describe('verdictText', () => {
  const base: VerificationReport = { kind: 'not-verified', verified: false, checks: [], record: null, announcement: null, olderAlgorithm: false, failed: 'record', tooLarge: false };

  it('says when checking itself broke down, with the browser’s error', () => {
    expect(verdictText(t, { ...base, brokeDown: 'out of memory' })).toBe('Not verified: this browser could not finish the checks (out of memory).');
  });

  it('names the first check that failed and why', () => {
    const report: VerificationReport = {
      ...base,
      failed: 'commitment',
      checks: [
        { id: 'record', outcome: 'passed', detail: { code: 'recordRead', cancelled: false, title: '', entries: 2, winners: 1 } },
        { id: 'commitment', outcome: 'failed', detail: { code: 'commitmentDiffers', version: 2, entries: 2, recomputed: 'a'.repeat(64), commitment: 'b'.repeat(64) } },
        { id: 'winners', outcome: 'failed', detail: { code: 'noCrypto', error: 'x' } },
      ],
    };
    expect(verdictText(t, report)).toBe(
      'Not verified: the check "Everything committed matches the commitment" failed. SHA-256 of the server seed, the time, the number of winners, the title and the 2 entries gives aaaaaaaaaaaa…, but the commitment is bbbbbbbbbbbb…: something committed is not what the host committed to.',
    );
  });
});

describe('richText', () => {
  it('puts each element where the message names it, as often as it does', () => {
    const { container } = render(
      <p>{richText(t, 'serverSeedText', { committedAt: <code>committedAt</code>, finishedAt: <b>f</b>, cancelledAt: <i>c</i>, format: <u>F</u>, z: <s>Z</s> })}</p>,
    );
    expect(container.querySelectorAll('code')).toHaveLength(2);
    expect(container.textContent).toMatch(/^The server seed is 32 random bytes .* committedAt is the time of sealing in UTC, written exactly as F .*always Z\)\. f and c have the same form and are not before committedAt\.$/);
  });
});

