/**
 * @jest-environment node
 */
// Node's environment: jsdom has no crypto.subtle (the site-made records below are hashed with it).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { commitmentV2, commitmentV3, replayWinners } from '@/lib/draw/algorithm';
import { QUICKNET } from '@/lib/draw/beacon';
import { cancelDraw, drawNext, finishDraw, recordToJson, sealDraw, withPublicSeed, type DrawRecord, type SealedDraw } from '@/lib/draw/record';
import { beaconWinnerStream, cancelDrawV3, recordV3ToJson, sealDrawV3 } from '@/lib/draw/record-v3';
import { REFERENCE_FILE_NAME, referenceImplementation } from '@/lib/draw/reference-implementation';
import { REFERENCE_WORDS, type CheckerWords } from '@/lib/draw/reference-words';
import { PREFIXED_LANGUAGES } from '@/lib/i18n/languages';
import { verifyRecord } from '@/lib/draw/verify';
import { seededSource } from '@/lib/random';
import { badRecordsV2 } from './bad-records';
import { trickyText } from './arbitraries';
import { changes, drawInputV2, forged, makeRecordV2, sealAndDraw, type Change } from './site-records';
import { vectors, vectorsV2 } from './vectors';
import { recordedRound, recordedRounds } from './beacon-rounds';
import { ENTRIES, round123, vectorRecord } from './vectors-v3';

/** The checker as /verify shows it in English. */
const english = referenceImplementation('en');
const [first, second] = vectorsV2;
const committedAt = new Date('2026-11-24T09:00:00.000Z');
const finishedAt = new Date('2026-11-24T09:30:00.000Z');

async function sealed(winnersCount: number, winnersDrawn: number): Promise<SealedDraw> {
  let draw = await sealDraw({
    title: 'Quiz night \u{1F3C6}',
    entries: ['Team A', 'Team A', 'Cafe\u0301 crew', '\u0627\u0644\u0641\u0631\u064A\u0642', '\u200Bzero width first'],
    winnersCount,
    now: committedAt,
    source: seededSource(42),
  });
  draw = withPublicSeed(draw, ' EURO\u00A0\u00A0jackpot\u200D 12 ');
  for (let k = 0; k < winnersDrawn; k += 1) draw = (await drawNext(draw)).draw;
  return draw;
}

describe('the reference implementation shown on /verify', () => {
  let dir = '';
  let file = 0;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'spinfair-reference-'));
    writeFileSync(join(dir, REFERENCE_FILE_NAME), english);
    // As after "npm install @noble/curves" beside the file: version 3 signatures are checked with it.
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs `node verify-draw.mjs record.json` on the text as it would be saved. */
  function run(contents: string): { stdout: string; stderr: string; status: number | null } {
    file += 1;
    const path = join(dir, `record-${file}.json`);
    writeFileSync(path, contents);
    const { stdout, stderr, status } = spawnSync(process.execPath, [join(dir, REFERENCE_FILE_NAME), path], { encoding: 'utf8' });
    return { stdout, stderr, status };
  }

  function expectVerified(contents: string) {
    expect(run(contents)).toEqual({ stdout: 'Verified\n', stderr: '', status: 0 });
  }

  /** "Not verified: <the check>" on one line, exit code 1, nothing on stderr and no stack trace. */
  function expectNotVerified(contents: string, check: RegExp) {
    const { stdout, stderr, status } = run(contents);
    expect(status).toBe(1);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^Not verified: [^\n]+\n$/);
    expect(stdout).toMatch(check);
    expect(stdout).not.toMatch(/\bat .+:\d+:\d+/);
  }

  it('is short enough to read, and imports Node built-ins only (@noble/curves is loaded only if present)', () => {
    expect(english.trim().split('\n').length).toBeLessThanOrEqual(125);
    const imports = [...english.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports).toEqual(['node:crypto', 'node:fs']);
  });

  for (const { name, record } of [...vectors, ...vectorsV2]) {
    it(`says "Verified" for ${name}`, () => {
      expectVerified(recordToJson(record));
    });
  }

  it('refuses a version 1 record whose times are not dates, as /verify does', () => {
    const { record } = vectors[0]!;
    expectNotVerified(JSON.stringify({ ...record, finishedAt: 'yesterday' }), /times/);
  });

  it('says "Verified" for the pretty JSON the site downloads', () => {
    expectVerified(recordToJson(second.record, true));
  });

  it('says "Verified" for a version 2 record the site made', async () => {
    const record = finishDraw(await sealed(3, 3), finishedAt);
    expect(record.publicSeed).toBe('EURO jackpot 12');
    expectVerified(recordToJson(record));
  });

  it('says "Cancelled: …", not "Verified", for a cancelled draw, with exit code 0', async () => {
    const record = cancelDraw(await sealed(3, 1), finishedAt);
    const { stdout, stderr, status } = run(recordToJson(record));
    expect(stdout).toBe('Cancelled: a genuine draw stopped after 1 of 3 winners, with no result\n');
    expect(stdout).not.toMatch(/Verified/);
    expect({ stderr, status }).toEqual({ stderr: '', status: 0 });
  });

  describe('says "Not verified" with the check that failed, exit code 1 and no stack trace', () => {
    const v2 = (changes: Record<string, unknown>) => JSON.stringify({ ...first.record, ...changes });

    it('when the title was changed', () => {
      expectNotVerified(v2({ title: 'Book club prize!' }), /the commitment matches everything committed/);
    });

    it('when the public seed holds a zero-width space (not its canonical form)', () => {
      expectNotVerified(v2({ publicSeed: 'Pa\u200Bris' }), /the public seed is in its canonical form/);
    });

    it('when two entries are joined by a line break, although that list hashes like the committed one', async () => {
      // A forger's regrouping: the "\n"-joined text, so the commitment, is unchanged, and the winners are recomputed for the new list.
      const entries = ['Ana\nBo', 'C\u00e9line', 'Dmitri', 'Eun-ji'];
      await expect(commitmentV2({ ...first.record, entries })).resolves.toBe(first.record.commitment);
      const winners = await replayWinners(first.record, entries, 1);
      expectNotVerified(v2({ entries, winners }), /every entry is text without a line break/);
    });

    it('when the server seed is not hex', () => {
      expectNotVerified(v2({ serverSeed: `${'0'.repeat(63)}g` }), /the server seed and commitment are 64 lower-case hex digits/);
    });

    it('when a winner was changed', () => {
      expectNotVerified(v2({ winners: [{ position: 3, text: 'Dmitri' }] }), /the winners follow from the seeds/);
    });

    it('when a version 1 entry was changed', () => {
      const { record } = vectors[0]!;
      expectNotVerified(JSON.stringify({ ...record, entries: [...record.entries, 'Mallory'] }), /the commitment matches everything committed/);
    });

    it('when the file is not JSON', () => {
      expectNotVerified('{"algorithm": "spinfair-draw-v2", "entries": [', /^Not verified: the record could not be read \(.+\)\n$/);
    });

    it('when the JSON is a list, not a record', () => {
      expectNotVerified(JSON.stringify([first.record]), /the record is a JSON object/);
    });

    it('when the JSON is null', () => {
      expectNotVerified('null', /the record is a JSON object/);
    });

    it('when a record is finished with fewer winners than it was sealed for', async () => {
      const record: DrawRecord = finishDraw(await sealed(3, 2), finishedAt);
      expectNotVerified(recordToJson(record), /the record has as many winners as the draw was sealed for/);
    });
  });

  describe('on version 3 records', () => {
    const v3 = (change: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(recordV3ToJson(vectorRecord)), ...change });

    it('says "Verified" for the published test vector, compact and pretty', () => {
      expectVerified(recordV3ToJson(vectorRecord));
      expectVerified(recordV3ToJson(vectorRecord, true));
    });

    it('says which check failed: round 124, another chain, another signature, a changed winner, a round too soon', async () => {
      expectNotVerified(v3({ beacon: { ...vectorRecord.beacon, round: 124 } }), /the commitment matches everything committed/);
      expectNotVerified(v3({ beacon: { ...vectorRecord.beacon, chain: '0'.repeat(64) } }), /the beacon is a drand quicknet round/);
      expectNotVerified(v3({ beacon: { ...vectorRecord.beacon, signature: recordedRound(2000).signature } }), /the signature verifies for the round against drand quicknet's public key/);
      expectNotVerified(v3({ winners: [{ position: 1, text: 'Bo' }, { position: 0, text: 'Ana' }] }), /the winners follow from the round's randomness/);
      expectNotVerified(v3({ serverSeed: '0'.repeat(64) }), /the record has the version 3 fields and no others/);
      const committedAt = '2023-08-23T15:15:10.000Z';
      const commitment = await commitmentV3({ committedAt, winnersCount: 2, chain: QUICKNET.chainHash, round: 123, title: vectorRecord.title, entries: ENTRIES });
      const winners = await (await beaconWinnerStream(round123.signature, commitment)).replay(ENTRIES, 2);
      expectNotVerified(v3({ committedAt, commitment, winners }), /the round is published at least 30 s after committedAt/);
    });

    it('says "Cancelled: …" for a draw cancelled before its round, exit code 0', async () => {
      const now = new Date('2026-11-27T10:00:00.000Z');
      const draw = await sealDrawV3({ title: 'Prize', entries: ['A', 'B'], winnersCount: 1, now, drawAt: new Date(now.getTime() + 60_000) });
      const { stdout, status } = run(recordV3ToJson(cancelDrawV3(draw, new Date(now.getTime() + 5000))));
      expect({ stdout, status }).toEqual({ stdout: 'Cancelled: a genuine draw stopped after 0 of 1 winners, with no result\n', status: 0 });
    });

    it('without @noble/curves says what to install, and still checks versions 1 and 2', () => {
      const bare = mkdtempSync(join(tmpdir(), 'spinfair-reference-bare-'));
      try {
        const script = join(bare, REFERENCE_FILE_NAME);
        writeFileSync(script, english);
        const answer = (contents: string) => {
          writeFileSync(join(bare, 'record.json'), contents);
          return spawnSync(process.execPath, [script, join(bare, 'record.json')], { encoding: 'utf8' });
        };
        expect(answer(recordV3ToJson(vectorRecord))).toMatchObject({ stdout: 'Not verified: the signature can be checked: run "npm install @noble/curves" beside this file\n', stderr: '', status: 1 });
        expect(answer(recordToJson(first!.record))).toMatchObject({ stdout: 'Verified\n', stderr: '', status: 0 });
      } finally {
        rmSync(bare, { recursive: true, force: true });
      }
    });
  });

  describe.each(PREFIXED_LANGUAGES)('taken from the page in %s', (lang) => {
    const words = REFERENCE_WORDS[lang];
    const script = referenceImplementation(lang);
    /** The script with its comments and its texts taken out: what it does, apart from what it says. */
    const codeOnly = (text: string) => text.replace(/\/\/ .*$/gm, '//').replace(/`(?:[^`\\]|\\.)*`/g, '``');
    /** What an answer says before its first slot, such as "Non vérifié : ". */
    const lead = (said: string) => said.slice(0, said.indexOf('${'));

    function runIn(contents: string) {
      file += 1;
      const path = join(dir, `record-${file}.json`);
      writeFileSync(path, contents);
      const checker = join(dir, `verify-draw-${lang}.mjs`);
      writeFileSync(checker, script);
      return spawnSync(process.execPath, [checker, path], { encoding: 'utf8' });
    }

    it('does exactly what the English one does, with its comments and answers in that language', () => {
      expect(codeOnly(script)).toBe(codeOnly(english));
      const comments = [...script.matchAll(/\/\/ (.*)$/gm)].map((m) => m[1]);
      const englishComments = [...english.matchAll(/\/\/ (.*)$/gm)].map((m) => m[1]);
      expect(comments.filter((comment) => englishComments.includes(comment))).toEqual([]);
    });

    it('keeps the slots of every answer, so each prints what it is about', () => {
      const slots = (said: string) => said.match(/\$\{[^}]+\}/g) ?? [];
      for (const key of Object.keys(words) as (keyof CheckerWords)[]) expect([key, slots(words[key])]).toEqual([key, slots(REFERENCE_WORDS.en[key])]);
    });

    it('answers in that language: verified, not verified with the check that failed, cancelled', async () => {
      expect(runIn(recordToJson(first!.record))).toMatchObject({ stdout: `${words.verdictVerified}\n`, stderr: '', status: 0 });
      const tampered = JSON.parse(recordToJson(first!.record)) as { entries: string[] };
      tampered.entries[0] += '!';
      expect(runIn(JSON.stringify(tampered))).toMatchObject({ stdout: `${lead(words.verdictNotVerified)}${words.checkCommitment}\n`, stderr: '', status: 1 });
      expect(runIn('{ not json').stdout).toMatch(new RegExp(`^${lead(words.verdictUnreadable).replace(/[()]/g, '\\$&')}`));
      const { stdout, status } = runIn(recordToJson(cancelDraw(await sealed(3, 1), finishedAt)));
      expect(status).toBe(0);
      expect(stdout).toBe(`${words.verdictCancelled.replace('${winners.length}', '1').replace('${record.winnersCount}', '3')}\n`);
    });
  });

  describe('agrees with /verify', () => {
    const TAIL = '\ntry {\n';

    /**
     * The same script with its last lines (read one file, print) swapped for a loop over many files, so that
     * hundreds of records take one process: each record's answer is one JSON line.
     */
    function runMany(contents: readonly string[]): string[] {
      const batch = join(dir, 'verify-many.mjs');
      const body = english.slice(0, english.lastIndexOf(TAIL));
      writeFileSync(
        batch,
        `${body}\nfor (const file of process.argv.slice(2)) {\n  let said;\n  try { said = verify(JSON.parse(readFileSync(file, 'utf8'))); }\n  catch (error) { said = error instanceof Fail ? \`Not verified: \${error.message}\` : \`Not verified: the record could not be read (\${error.message})\`; }\n  console.log(JSON.stringify(said));\n}\n`,
      );
      const files = contents.map((text, i) => {
        const path = join(dir, `many-${i}.json`);
        writeFileSync(path, text);
        return path;
      });
      const out = execFileSync(process.execPath, [batch, ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      return out.trim().split('\n').map((line) => JSON.parse(line) as string);
    }

    /** What the reference printed, as /verify's kind. */
    function kindOf(said: string): string {
      if (said === 'Verified') return 'verified';
      if (said.startsWith('Cancelled: ')) return 'cancelled';
      if (said.startsWith('Not verified: ')) return 'not-verified';
      return `unexpected: ${said}`;
    }

    it('keeps the one-file ending the batch run replaces', () => {
      expect(english.slice(english.lastIndexOf(TAIL))).toContain('console.log(verify(JSON.parse(readFileSync(process.argv[2], \'utf8\'))));');
    });

    it('refusing every version 2 record that breaks a rule', () => {
      const said = runMany(badRecordsV2.map((bad) => bad.json));
      const accepted = badRecordsV2.map((bad, i) => [bad.name, said[i] ?? ''] as const).filter(([, answer]) => kindOf(answer) !== 'not-verified');
      expect(said).toHaveLength(badRecordsV2.length);
      expect(accepted).toEqual([]);
    });

    it(
      'on 300 generated records: made by the site, cancelled, or with a committed part changed',
      async () => {
        const samples = fc.sample(
          fc.tuple(drawInputV2({ min: 2, max: 6 }), fc.constantFrom('finished', 'cancelled', ...Object.keys(changes)), fc.nat(), trickyText(12)),
          { numRuns: 300, seed: 2026 },
        );
        const texts: string[] = [];
        for (const [input, what, pick, text] of samples) {
          if (what === 'cancelled') {
            const winnersCount = 1 + (input.winnersPick % input.entries.length);
            texts.push(recordToJson(cancelDraw(await sealAndDraw(input, pick % winnersCount), new Date(input.committedAt + input.duration))));
            continue;
          }
          const record = await makeRecordV2(input);
          texts.push(what === 'finished' ? recordToJson(record) : JSON.stringify(await forged(record, (changes[what] as Change)(record, pick, text))));
        }
        const said = runMany(texts);
        const site = await Promise.all(texts.map(async (text) => (await verifyRecord(text)).kind));
        expect(said.map(kindOf)).toEqual(site);
        expect(new Set(site)).toEqual(new Set(['verified', 'cancelled', 'not-verified']));
      },
      120_000,
    );

    it(
      'on version 3 records of every real round: made by the site, cancelled, or with the round, signature, a text or a winner changed',
      async () => {
        const samples = fc.sample(
          fc.tuple(fc.nat(), fc.constantFrom('finished', 'cancelled', 'round', 'signature', 'title', 'winner', 'too soon'), fc.nat(), fc.integer({ min: 2, max: 6 })),
          { numRuns: 80, seed: 2026 },
        );
        const texts: string[] = [];
        for (const [roundPick, what, pick, count] of samples) {
          const { round, signature } = recordedRounds[roundPick % recordedRounds.length]!;
          const entries = Array.from({ length: count }, (_, i) => `Entrant ${i + 1}`);
          const winnersCount = 1 + (pick % count);
          const committedAt = new Date(Date.parse(recordedRound(round).time) - (what === 'too soon' ? pick % 30_000 : 30_000 + (pick % 600_000))).toISOString();
          const commitment = await commitmentV3({ committedAt, winnersCount, chain: QUICKNET.chainHash, round, title: 'Prize', entries });
          const winners = await (await beaconWinnerStream(signature, commitment)).replay(entries, what === 'cancelled' ? winnersCount - 1 : winnersCount);
          const end = what === 'cancelled' ? { cancelledAt: recordedRound(round).time.replace('Z', '.000Z') } : { finishedAt: recordedRound(round).time.replace('Z', '.000Z') };
          const record = { algorithm: 'spinfair-draw-v3', title: 'Prize', entries, winnersCount, committedAt, beacon: { chain: QUICKNET.chainHash, round, signature }, commitment, winners, ...end };
          if (what === 'round') record.beacon = { ...record.beacon, round: round + 1 + (pick % 5) };
          if (what === 'signature') record.beacon = { ...record.beacon, signature: recordedRounds[(roundPick + 1) % recordedRounds.length]!.signature };
          if (what === 'title') record.title = 'Another prize';
          if (what === 'winner') record.winners = [...winners.slice(1), winners[0]!].map((w, k) => (k === 0 && winners.length === 1 ? { position: (w.position + 1) % count, text: entries[(w.position + 1) % count]! } : w));
          texts.push(JSON.stringify(record));
        }
        const said = runMany(texts);
        const site = await Promise.all(texts.map(async (text) => (await verifyRecord(text)).kind));
        expect(said.map(kindOf)).toEqual(site);
        expect(new Set(site)).toEqual(new Set(['verified', 'cancelled', 'not-verified']));
      },
      120_000,
    );
  });
});
