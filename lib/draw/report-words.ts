import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, DRAW_ALGORITHM_V3 } from '@/lib/draw/algorithm';
import type { InputProblem } from '@/lib/draw/link';
import type { RecordProblem } from '@/lib/draw/read-record';
import { codePointName, type TextProblem } from '@/lib/draw/texts';
import type { CheckDetail, CheckId, CheckOutcome, VerificationReport } from '@/lib/draw/verify';
import { formatMessage, type MessageValues } from '@/lib/i18n/format';
import { formatMoment } from '@/lib/i18n/moments';
import type { Messages } from '@/lib/i18n/messages';
import type { Translate } from '@/lib/i18n/messages';

/** The /verify texts in the page's language: useT('verify') on the page, getT(lang, 'verify') on the server. */


/*
 * What the checks found, in words. Counts, positions and winner numbers in
 * these texts are passed as digits (a string), so they read as the record
 * has them, with no thousands separator; plural messages still choose their
 * form by the number.
 */

/** A record's text as quoted in a detail: the first 80 UTF-16 units, then "…". */
function excerpt(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** The start of a hexadecimal digest, enough to tell two apart. */
function shortHex(hex: string): string {
  return `${hex.slice(0, 12)}…`;
}

function digits(n: number): string {
  return String(n);
}

const ALGORITHMS = { v1: DRAW_ALGORITHM_V1, v2: DRAW_ALGORITHM_V2, v3: DRAW_ALGORITHM_V3 };

export function checkLabel(t: Translate<'verify'>, id: CheckId): string {
  switch (id) {
    case 'record':
      return t('checkRecordLabel', ALGORITHMS);
    case 'commitment':
      return t('checkCommitmentLabel');
    case 'round':
      return t('checkRoundLabel');
    case 'signature':
      return t('checkSignatureLabel');
    case 'winners':
      return t('checkWinnersLabel');
  }
}

/** Seconds as the record gives them: whole seconds plain, a fraction to the millisecond, no thousands separator. */
function seconds(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export function outcomeWord(t: Translate<'verify'>, outcome: CheckOutcome): string {
  return t(outcome === 'passed' ? 'outcomePassed' : outcome === 'failed' ? 'outcomeFailed' : 'outcomeNotChecked');
}

function textProblemValues(problem: TextProblem): MessageValues {
  switch (problem.code) {
    case 'control':
      return { problem: problem.code, codePoint: codePointName(problem.codePoint) };
    case 'tooLong':
      return { problem: problem.code, max: problem.max };
    default:
      return { problem: problem.code };
  }
}

function inputProblem(t: Translate<'verify'>, problem: InputProblem): string {
  switch (problem.code) {
    case 'nothingToCheck':
      return t('nothingToCheck');
    case 'notRecordOrLink':
      return t('notRecordOrLink');
    case 'tooLarge':
      return t('tooLarge', { source: problem.source, maxEntries: problem.maxEntries });
    case 'notJson':
      return t('notJson', { source: problem.source });
    case 'linkEmpty':
      return t('linkEmpty', { link: problem.link });
    case 'linkDamaged':
      return t('linkDamaged', { link: problem.link });
    case 'linkIncomplete':
      return t('linkIncomplete', { link: problem.link });
    case 'linkNotUtf8':
      return t('linkNotUtf8', { link: problem.link });
  }
}

function recordProblem(t: Translate<'verify'>, problem: RecordProblem): string {
  switch (problem.code) {
    case 'notObject':
      return t('notObject');
    case 'noAlgorithm':
      return t('noAlgorithm');
    case 'unknownAlgorithm':
      return problem.algorithm === null ? t('unknownAlgorithmNotText', ALGORITHMS) : t('unknownAlgorithm', { ...ALGORITHMS, algorithm: problem.algorithm });
    case 'notText':
    case 'brokenCharacter': {
      const { part } = problem;
      const values: MessageValues = part.kind === 'field' ? { part: part.kind, field: part.name } : { part: part.kind, number: digits(part.number) };
      return t(problem.code, values);
    }
    case 'notHex64':
    case 'notDateTime':
    case 'notExactTime':
    case 'extraField':
    case 'endBeforeCommitted':
      return t(problem.code, { field: problem.field });
    case 'entriesNotList':
    case 'entriesEmpty':
    case 'winnersNotList':
    case 'notOneEnd':
      return t(problem.code);
    case 'tooManyEntries':
      return t('tooManyEntries', { maxEntries: problem.maxEntries });
    case 'entryLineBreak':
      return t('entryLineBreak', { entry: digits(problem.entry) });
    case 'entryBreaksRules':
      return t('entryBreaksRules', { entry: digits(problem.entry), ...textProblemValues(problem.problem) });
    case 'titleBreaksRules':
      return t('titleBreaksRules', textProblemValues(problem.problem));
    case 'winnersOverEntries':
      return t('winnersOverEntries', { winners: digits(problem.winners), entries: digits(problem.entries) });
    case 'winnerNotObject':
    case 'winnerPosition':
      return t(problem.code, { winner: digits(problem.winner) });
    case 'winnersCountRange':
      return t('winnersCountRange', { entries: digits(problem.entries) });
    case 'publicSeedNotCanonical':
      return t('publicSeedNotCanonical', { max: problem.maxCodePoints });
    case 'winnersOverSealed':
      return t('winnersOverSealed', { winners: digits(problem.winners), sealed: digits(problem.sealed) });
    case 'beaconProblem':
      return t('beaconProblem', { problem: problem.problem });
  }
}

function isInputProblem(problem: InputProblem | RecordProblem): problem is InputProblem {
  switch (problem.code) {
    case 'nothingToCheck':
    case 'notRecordOrLink':
    case 'tooLarge':
    case 'notJson':
    case 'linkEmpty':
    case 'linkDamaged':
    case 'linkIncomplete':
    case 'linkNotUtf8':
      return true;
    default:
      return false;
  }
}

/** What a check found, as a sentence or two. */
export function checkDetail(t: Translate<'verify'>, detail: CheckDetail): string {
  switch (detail.code) {
    case 'unreadable':
      return isInputProblem(detail.problem) ? inputProblem(t, detail.problem) : recordProblem(t, detail.problem);
    case 'announcementRead': {
      const values = { title: excerpt(detail.title), entries: digits(detail.entries), winners: digits(detail.winnersCount) };
      return t(detail.title ? 'announcementReadTitled' : 'announcementRead', values);
    }
    case 'recordRead': {
      const values = { title: excerpt(detail.title), entries: digits(detail.entries), winners: digits(detail.winners) };
      if (detail.cancelled) return t(detail.title ? 'cancelledRecordReadTitled' : 'cancelledRecordRead', values);
      return t(detail.title ? 'recordReadTitled' : 'recordRead', values);
    }
    case 'notRead':
      return t('notCheckedUnread');
    case 'afterDraw':
      return t('notCheckedYet');
    case 'afterRound':
      return t('notCheckedUntilRound');
    case 'commitmentMatches':
      return t(detail.version === 1 ? 'commitmentMatchesV1' : detail.version === 2 ? 'commitmentMatchesV2' : 'commitmentMatchesV3', { entries: digits(detail.entries) });
    case 'commitmentDiffers':
      return t(detail.version === 1 ? 'commitmentDiffersV1' : detail.version === 2 ? 'commitmentDiffersV2' : 'commitmentDiffersV3', {
        entries: digits(detail.entries),
        recomputed: shortHex(detail.recomputed),
        commitment: shortHex(detail.commitment),
      });
    case 'roundAfterCommit':
    case 'roundTooSoon':
      return t(detail.code, { round: digits(detail.round), seconds: seconds(detail.seconds) });
    case 'signatureVerifies':
    case 'signatureForged':
    case 'signatureNotOut':
      return t(detail.code, { round: digits(detail.round) });
    case 'winnersOverEntries':
      return t('winnersOverEntriesCheck', { winners: digits(detail.winners), entries: digits(detail.entries) });
    case 'positionOutOfRange':
      return t('positionOutOfRange', { winner: digits(detail.winner), position: digits(detail.position), last: digits(detail.last) });
    case 'wrongWinner':
      return t('wrongWinner', {
        winner: digits(detail.winner),
        expectedPosition: digits(detail.expected.position),
        expectedText: excerpt(detail.expected.text),
        claimedPosition: digits(detail.claimed.position),
        claimedText: excerpt(detail.claimed.text),
      });
    case 'wrongText':
      return t('wrongText', {
        winner: digits(detail.winner),
        position: digits(detail.position),
        expectedText: excerpt(detail.expected),
        claimedText: excerpt(detail.claimed),
      });
    case 'winnersCountDiffers':
      return t('winnersCountDiffers', { sealed: digits(detail.sealed), winners: digits(detail.winners) });
    case 'noWinners':
      return t('noWinners');
    case 'winnersMatch':
    case 'beaconWinnersMatch':
      return t(detail.code, { winners: digits(detail.winners) });
    case 'noCrypto':
      return t('noCrypto', { error: detail.error });
  }
}

/** The verdict, as the page shows and announces it; `tag` writes a version 3 round's time the language's way. */
export function verdictText(t: Translate<'verify'>, report: VerificationReport, tag = 'en'): string {
  if (report.brokeDown !== undefined) return t('verdictBrokeDown', { error: report.brokeDown });
  switch (report.kind) {
    case 'verified':
      // A version 3 verdict names what decided it: the round and when it was published.
      if (report.beaconRecord && report.decidedAt) {
        return t('verdictVerifiedBeacon', { round: digits(report.beaconRecord.beacon.round), publishedAt: formatMoment(report.decidedAt, tag) });
      }
      return t('verdictVerified');
    case 'announced':
      return t('verdictAnnounced');
    case 'cancelled': {
      const record = report.record ?? report.beaconRecord;
      if (!record || !('cancelledAt' in record)) return '';
      return t('verdictCancelled', { drawn: digits(record.winners.length), sealed: digits(record.winnersCount) });
    }
    case 'not-verified': {
      const failed = report.checks.find((check) => check.outcome === 'failed');
      if (!failed) return '';
      return t('verdictNotVerified', { check: checkLabel(t, failed.id), detail: checkDetail(t, failed.detail) });
    }
  }
}

/** The verdict in words from the page's texts as they are: /verify's start-up code carries no message formatter. */
export function verdictIn(texts: Messages['verify'], tag: string, report: VerificationReport): string {
  return verdictText((key, values) => formatMessage(texts[key], values, tag), report, tag);
}
