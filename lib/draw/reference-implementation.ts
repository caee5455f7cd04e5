import { QUICKNET } from '@/lib/draw/beacon';
import { REFERENCE_WORDS, type CheckerSaid } from '@/lib/draw/reference-words';
import type { Lang } from '@/lib/i18n/languages';

/**
 * A stand-alone checker shown on /verify for anyone who would rather trust
 * their own computer than this site: Node.js and its built-in crypto for
 * versions 1 and 2; version 3's beacon signature also needs @noble/curves,
 * loaded only if present (without it a version 3 record with a signature is
 * "Not verified" and says to install it). It checks every version and rule,
 * never throws, and prints "Verified", "Cancelled: ..." or "Not verified:
 * <check>", in the words of the page it was taken from (lib/draw/reference-words.ts).
 * A unit test runs it on the published test vectors and on tampered records.
 */
export const REFERENCE_FILE_NAME = 'verify-draw.mjs';

/**
 * The checker in one language: its comments and the answers it prints are `lang`'s words, its code and the
 * record's field names the same in every language.
 */
export function referenceImplementation(lang: Lang): string {
  const w = REFERENCE_WORDS[lang];
  /** A check's or verdict's words as a template literal: `${…}` in the words stays a slot of the script. */
  const said = (key: CheckerSaid) => `\`${w[key].replaceAll('\\', '\\\\').replaceAll('`', '\\`')}\``;
  return `// ${REFERENCE_FILE_NAME}: ${w.aboutFile}
// ${w.usage.replace('{command}', `node ${REFERENCE_FILE_NAME} record.json`)}
// ${w.prints}
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

const HEX64 = /^[0-9a-f]{64}$/;
const EXACT_TIME = /^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$/;
const FORBIDDEN = /[\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}]/u; // ${w.noteForbidden}
const WHITE_SPACE = /[\\u0009-\\u000D\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]/gu;
const IGNORABLE = /[\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\\u{1BCA0}-\\u{1BCA3}\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E0FFF}]|\\p{C}/gu;
// ${w.noteBeacon}
const CHAIN = '${QUICKNET.chainHash}';
const PUBLIC_KEY = '${QUICKNET.publicKey}';
const GENESIS = ${QUICKNET.genesisSeconds};
const bls = await import('@noble/curves/bls12-381.js').then((m) => m.bls12_381.shortSignatures, () => null);

class Fail extends Error {}
const check = (ok, what) => { if (!ok) throw new Fail(what); };
const isText = (v) => typeof v === 'string' && !/\\p{Cs}/u.test(v);
const ruleText = (v) => isText(v) && !FORBIDDEN.test(v) && v.normalize('NFC') === v;
const exactTime = (v) => typeof v === 'string' && EXACT_TIME.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString() === v;
const codePoints = (v) => [...v].length;
const sha256 = (data) => createHash('sha256').update(data).digest();

// ${w.noteCanonical}
function canonical(seed) {
  for (;;) {
    const next = seed.normalize('NFKC').replace(WHITE_SPACE, ' ').replace(IGNORABLE, '').replace(/ +/g, ' ').replace(/^ | $/g, '');
    if (next === seed) return seed;
    seed = next;
  }
}

function winnersOf(keyHex, message, entries, count) {
  const key = Buffer.from(keyHex, 'hex');
  const remaining = entries.map((_, position) => position);
  const drawn = [];
  for (let k = 0; k < count; k += 1) {
    const n = remaining.length;
    const limit = Math.floor(2 ** 32 / n) * n; // ${w.noteLimit}
    for (let c = 0; ; c += 1) {
      const u = createHmac('sha256', key).update(\`\${message}\\n\${k}\\n\${c}\`, 'utf8').digest().readUInt32BE(0);
      if (u < limit) {
        const [position] = remaining.splice(u % n, 1);
        drawn.push({ position, text: entries[position] });
        break;
      }
    }
  }
  return drawn;
}

// ${w.noteSharedRules}
function sealedRules(record, version, fields) {
  const { title, entries, winnersCount, committedAt } = record;
  const closed = 'finishedAt' in record ? 'finishedAt' : 'cancelledAt';
  check(Object.keys(record).every((k) => [...fields, closed].includes(k)) && !('finishedAt' in record && 'cancelledAt' in record), ${said('checkFields')});
  check(ruleText(title) && codePoints(title) <= 120, ${said('checkTitleRules')});
  check(entries.every((e) => ruleText(e) && e.replace(WHITE_SPACE, '') !== ''), ${said('checkEntryRules')});
  check(Number.isSafeInteger(winnersCount) && winnersCount >= 1 && winnersCount <= entries.length, ${said('checkWinnersCount')});
  check(exactTime(committedAt) && exactTime(record[closed]) && record[closed] >= committedAt, ${said('checkTimes')});
  return closed === 'cancelledAt';
}

function verify(record) {
  check(record !== null && typeof record === 'object' && !Array.isArray(record), ${said('checkObject')});
  const version = ['spinfair-draw-v1', 'spinfair-draw-v2', 'spinfair-draw-v3'].indexOf(record.algorithm) + 1;
  check(version > 0, ${said('checkAlgorithm')});
  const { title, entries, serverSeed, publicSeed, winners, commitment, winnersCount, committedAt, beacon } = record;
  check(isText(title), ${said('checkTitleText')});
  check(Array.isArray(entries) && entries.length > 0, ${said('checkEntriesList')});
  check(entries.every(isText) && entries.every((e) => !/[\\r\\n]/.test(e)), ${said('checkEntriesText')});
  check(HEX64.test(commitment) && (version === 3 || HEX64.test(serverSeed)), version === 3 ? ${said('checkCommitmentHex')} : ${said('checkSeedsHex')});
  check(version === 3 || isText(publicSeed), ${said('checkPublicSeedText')});
  check(Array.isArray(winners) && winners.every((w) => w && Number.isSafeInteger(w.position) && w.position >= 0 && w.position < entries.length && isText(w.text)), ${said('checkWinnersShape')});
  check(new Set(winners.map((w) => w.position)).size === winners.length, ${said('checkNoRepeat')});
  let recomputed;
  let cancelled = false;
  let key = serverSeed;
  let message = publicSeed;
  if (version === 3) {
    cancelled = sealedRules(record, 3, ['algorithm', 'title', 'entries', 'winnersCount', 'committedAt', 'beacon', 'commitment', 'winners']);
    const { round, signature } = beacon ?? {};
    check(beacon && typeof beacon === 'object' && Object.keys(beacon).every((k) => ['chain', 'round', 'signature'].includes(k)) && beacon.chain === CHAIN && Number.isInteger(round) && round >= 1 && round <= 2 ** 40, ${said('checkBeacon')});
    check('signature' in beacon ? /^[0-9a-f]{96}$/.test(signature) : cancelled && winners.length === 0, ${said('checkSignatureShape')});
    check(cancelled ? winners.length <= winnersCount : winners.length === winnersCount, ${said('checkWinnersNumber')});
    recomputed = sha256(['spinfair-draw-v3', committedAt, String(winnersCount), CHAIN, String(round), title, ...entries].join('\\n')).toString('hex');
    check(recomputed === commitment, ${said('checkCommitment')});
    check((GENESIS + (round - 1) * 3) * 1000 - Date.parse(committedAt) >= 30000, ${said('checkRoundDelay')});
    if ('signature' in beacon) {
      check(bls, ${said('checkSignatureLibrary')});
      const roundBytes = Buffer.alloc(8);
      roundBytes.writeBigUInt64BE(BigInt(round));
      let valid = false;
      try { valid = bls.verify(Buffer.from(signature, 'hex'), bls.hash(sha256(roundBytes), 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_'), Buffer.from(PUBLIC_KEY, 'hex')); } catch {}
      check(valid, ${said('checkSignature')});
      [key, message] = [sha256(Buffer.from(signature, 'hex')).toString('hex'), commitment]; // ${w.noteRandomness}
    }
  } else if (version === 2) {
    cancelled = sealedRules(record, 2, ['algorithm', 'title', 'entries', 'winnersCount', 'committedAt', 'commitment', 'serverSeed', 'publicSeed', 'winners']);
    check(canonical(publicSeed) === publicSeed && codePoints(publicSeed) <= 200, ${said('checkPublicSeedCanonical')});
    check(cancelled ? winners.length <= winnersCount : winners.length === winnersCount, ${said('checkWinnersNumber')});
    recomputed = sha256(['spinfair-draw-v2', serverSeed, committedAt, String(winnersCount), title, ...entries].join('\\n')).toString('hex');
  } else {
    const isoTime = (v) => typeof v === 'string' && /^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$/.test(v) && !Number.isNaN(Date.parse(v));
    check(isoTime(record.committedAt) && isoTime(record.finishedAt), ${said('checkIsoTimes')});
    recomputed = sha256(\`spinfair-draw-v1\\n\${serverSeed}\\n\${entries.join('\\n')}\`).toString('hex');
  }
  check(recomputed === commitment, ${said('checkCommitment')});
  const drawn = winners.length === 0 ? [] : winnersOf(key, message, entries, winners.length);
  check(JSON.stringify(drawn) === JSON.stringify(winners.map(({ position, text }) => ({ position, text }))), version === 3 ? ${said('checkWinnersRound')} : ${said('checkWinnersSeeds')});
  return cancelled ? ${said('verdictCancelled')} : ${said('verdictVerified')};
}

try {
  console.log(verify(JSON.parse(readFileSync(process.argv[2], 'utf8'))));
} catch (error) {
  console.log(error instanceof Fail ? ${said('verdictNotVerified')} : ${said('verdictUnreadable')});
  process.exitCode = 1;
}
`;
}
