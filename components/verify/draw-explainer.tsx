import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2 } from '@/lib/draw/algorithm';
import { MAX_RECORD_CHARS } from '@/lib/draw/limits';
import { MAX_DRAW_ENTRIES } from '@/lib/draw/limits';
import { REFERENCE_FILE_NAME, REFERENCE_IMPLEMENTATION } from '@/lib/draw/reference-implementation';
import { MAX_PUBLIC_SEED_CODE_POINTS, MAX_TITLE_CODE_POINTS } from '@/lib/draw/texts';
import { formatCount } from '@/lib/format-count';
import { CopyButton } from '@/components/ui/copy-button';
import { DownloadReferenceButton } from '@/components/verify/download-reference-button';

/** A code point or an inclusive range of them, as [first, last]. */
type CodePoints = readonly [number, number];

/** The White_Space code points, each made a space in the canonical public seed. */
export const WHITE_SPACE_CODE_POINTS: readonly CodePoints[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0x85, 0x85],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
];

/** The Default_Ignorable code points, each removed from the canonical public seed (as is all of General Category C). */
export const IGNORABLE_CODE_POINTS: readonly CodePoints[] = [
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

function listCodePoints(ranges: readonly CodePoints[]): string {
  return ranges.map(([first, last]) => (first === last ? codePointName(first) : `${codePointName(first)}–${codePointName(last)}`)).join(', ');
}

const WINNER_STEPS = `remaining = the positions 0 … n−1 of the entries, in list order
for k = 0, 1, …, (number of winners − 1):
  n = the number of positions in remaining
  limit = floor(2^32 / n) × n
  for c = 0, 1, 2, …:
    mac = HMAC-SHA256(key = the 32 bytes of serverSeed,
                      message = UTF-8(publicSeed + LF + decimal(k) + LF + decimal(c)))
    u = mac[0]·2^24 + mac[1]·2^16 + mac[2]·2^8 + mac[3]
    if u < limit:
      winner k = remaining[u mod n]  (its position, and the entry's text)
      remove that position from remaining
      go on to the next k`;

const COMMITMENT_V2 = `${DRAW_ALGORITHM_V2}
<serverSeed: 64 hex digits>
<committedAt: e.g. 2026-11-23T10:00:00.000Z>
<winnersCount: e.g. 3>
<title: an empty line when there is none>
<entry at position 0>
<entry at position 1>
…
<last entry>`;

const RECORD_V2 = `{
  "algorithm": "${DRAW_ALGORITHM_V2}",
  "title": "Café giveaway",
  "entries": ["Ana", "Bruno", "Zoë", "Ana"],
  "winnersCount": 2,
  "committedAt": "2026-11-23T10:00:00.000Z",
  "commitment": "<64 hex digits>",
  "serverSeed": "<64 hex digits>",
  "publicSeed": "pineapple 2026",
  "winners": [{ "position": 3, "text": "Ana" }, { "position": 1, "text": "Bruno" }],
  "finishedAt": "2026-11-23T10:10:00.000Z"
}`;

const UNPACK_LINK = `node -e "process.stdout.write(require('node:zlib').inflateRawSync(Buffer.from(process.argv[1].split(/#[ra]=/)[1], 'base64url')))" 'THE LINK' > record.json`;

/** A block of code or steps; focusable, so keyboard users can scroll its long lines sideways. */
function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <pre role="region" aria-label={label} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

/**
 * How a checkable draw works, then the algorithm in enough detail to write a
 * checker from it, and a stand-alone checker to copy or download. Static:
 * readable without scripts.
 */
export function DrawExplainer() {
  return (
    <div className="prose max-w-none prose-a:text-accent prose-headings:scroll-mt-24 print:hidden">
      <h2 id="how-it-works">How a checkable draw works</h2>
      <p>
        A checkable draw lets everyone watching a giveaway confirm afterwards that the host could not steer the result. It rests on a promise made in
        public before the first spin, and on a few lines of arithmetic that anyone can repeat.
      </p>
      <ol>
        <li>
          <strong>The host seals the draw.</strong> The list is locked, and the host&apos;s browser makes a secret <em>server seed</em> of 32 random
          bytes. It then computes the <em>commitment</em>: a SHA-256 fingerprint of the server seed, the time, the number of winners, the title and
          the list. The fingerprint gives nothing away about the seed, yet nobody can find another seed, list or number of winners with the same
          fingerprint.
        </li>
        <li>
          <strong>The host announces it.</strong> Before the first spin the host publishes the commitment, or an <em>announcement link</em> that
          opens this page with the list, the number of winners, the time and the commitment, so entrants can check they are in.
        </li>
        <li>
          <strong>The audience adds a public seed.</strong> After the announcement, the audience supplies a piece of text the host could not have
          known in advance and cannot choose: a word from the chat, tonight&apos;s lottery numbers. It stops a host from trying seed after seed in
          private until one favours a friend.
        </li>
        <li>
          <strong>Each winner follows from the two seeds.</strong> The server seed is the key of an HMAC over the public seed and the winner&apos;s
          number; the result picks one of the entries still in the running, with exactly equal chances. The wheel then lands on that entry.
        </li>
        <li>
          <strong>The host reveals the seed.</strong> When the draw is finished (or cancelled), the record with the list, both seeds, the winners
          and the times is shared as a file or a <em>verification link</em>. This page redoes the commitment and the winners from it. The part of
          an address after <code>#</code> is never sent to a server, so the check happens inside your browser.
        </li>
      </ol>

      <h2 id="the-algorithm">The algorithm in full</h2>
      <p>
        This section is enough to write your own checker. Throughout, text becomes bytes as UTF-8; hexadecimal is lower case; <em>LF</em> is the
        single line-feed character U+000A; positions, <em>k</em> and <em>c</em> count from 0; and numbers are written in decimal with no sign,
        no leading zeros and no separators. Draws made now use <code>{DRAW_ALGORITHM_V2}</code>; the older <code>{DRAW_ALGORITHM_V1}</code> is
        described after it.
      </p>

      <h3 id="texts">Texts</h3>
      <ul>
        <li>
          The title (0 to {MAX_TITLE_CODE_POINTS} code points) and every entry are in Unicode normal form NFC and contain no code point of General
          Category Cc, Cs, Zl or Zp: no control characters (so no line breaks or tabs), no lone surrogates, no line or paragraph separators
          (U+2028, U+2029). Since no committed text holds a line feed, the commitment&apos;s lines split back into exactly its parts.
        </li>
        <li>An entry is never empty or made only of White_Space. Entries may repeat; a winner is named by its position, not its text.</li>
        <li>Entries keep the order of the wheel. The checks compare texts exactly, code point for code point, with no change of case.</li>
      </ul>

      <h3 id="server-seed-and-time">The server seed and the time</h3>
      <p>
        The server seed is 32 random bytes written as 64 hexadecimal digits, most significant digit of each byte first. <code>committedAt</code> is
        the time of sealing in UTC, written exactly as <code>YYYY-MM-DDTHH:MM:SS.sssZ</code> (24 characters, always three digits of milliseconds,
        always <code>Z</code>). <code>finishedAt</code> and <code>cancelledAt</code> have the same form and are not before <code>committedAt</code>.
      </p>

      <h3 id="commitment">The commitment</h3>
      <p>
        Join these lines with LF (no LF after the last one), encode the text as UTF-8, and take SHA-256. The commitment is the 32-byte digest in
        hexadecimal:
      </p>
      <CodeBlock label="The lines of the version 2 commitment">{COMMITMENT_V2}</CodeBlock>
      <p>
        The server seed appears as its 64 hexadecimal characters here. The commitment therefore fixes the seed, the time, the number of winners,
        the title and every entry in order.
      </p>

      <h3 id="public-seed">The public seed&apos;s canonical form</h3>
      <p>
        Many different strings look like the same word. So that a host cannot pick among invisible or spacing variants of the audience&apos;s
        word, the draw uses the public seed only in one canonical form, made by these steps:
      </p>
      <ol>
        <li>Apply Unicode normalisation NFKC.</li>
        <li>
          Replace every White_Space code point with a space (U+0020). They are: {listCodePoints(WHITE_SPACE_CODE_POINTS)}. This comes before the
          next step, so a tab or a line break becomes a space rather than vanishing.
        </li>
        <li>
          Remove every Default_Ignorable code point ({listCodePoints(IGNORABLE_CODE_POINTS)}) and every code point of General Category C
          (controls, format characters, surrogates, private use and unassigned code points).
        </li>
        <li>Replace each run of spaces with one space, and remove a space at the start and at the end.</li>
        <li>
          If the text changed, start again from step 1 with the result; stop when a round leaves it unchanged. (Removing a character can join two
          that NFKC then combines, so one round is not always enough.)
        </li>
      </ol>
      <p>
        The canonical seed has at most {MAX_PUBLIC_SEED_CODE_POINTS} code points and may be empty. The record holds the canonical form; a checker
        confirms the steps leave it unchanged. What counts as unassigned depends on the Unicode version of your software, so a seed made of
        everyday letters, digits and punctuation checks the same everywhere.
      </p>

      <h3 id="winners">Drawing the winners</h3>
      <p>
        Winners are drawn without replacement, one after another, until there are <code>winnersCount</code> of them. The HMAC key is the 32 bytes
        the server seed&apos;s hexadecimal digits stand for, not the 64 characters of its text. The first four bytes of each HMAC are read as one
        unsigned 32-bit number, most significant byte first (big-endian).
      </p>
      <CodeBlock label="The steps that draw the winners">{WINNER_STEPS}</CodeBlock>
      <p>
        Values of <em>u</em> from <em>limit</em> up to 2<sup>32</sup> − 1 are thrown away and the next <em>c</em> is tried: without that cut-off,{' '}
        <em>u</em> mod <em>n</em> would favour the first few positions whenever <em>n</em> does not divide 2<sup>32</sup>. For example, with the
        public seed <code>pineapple</code>, the message for the second winner&apos;s first attempt is the 13 bytes of{' '}
        <code>pineapple␊1␊0</code>, where ␊ stands for LF.
      </p>

      <h3 id="record">The record and the announcement</h3>
      <p>
        A record is a JSON object with exactly these fields: <code>algorithm</code>, <code>title</code>, <code>entries</code> (a list of texts),{' '}
        <code>winnersCount</code> (a number), <code>committedAt</code>, <code>commitment</code>, <code>serverSeed</code>,{' '}
        <code>publicSeed</code> (canonical), <code>winners</code> (a list of objects with <code>position</code> and <code>text</code>, in the
        order drawn, each text equal to the entry at its position) and one of <code>finishedAt</code> or <code>cancelledAt</code>. A finished
        record has exactly <code>winnersCount</code> winners; a cancelled one has at most that many. Its shape, with the hexadecimal left out:
      </p>
      <CodeBlock label="The shape of a version 2 record">{RECORD_V2}</CodeBlock>
      <p>
        An announcement is the first six fields only, published before the first spin: <code>algorithm</code>, <code>title</code>,{' '}
        <code>entries</code>, <code>winnersCount</code>, <code>committedAt</code> and <code>commitment</code>. The order of the fields and the
        spacing of the JSON do not matter to the checks.
      </p>

      <h3 id="links">The links</h3>
      <p>
        A verification link is this page&apos;s address followed by <code>#r=</code> and the record; an announcement link uses{' '}
        <code>#a=</code> and the announcement. Either is packed like this: the JSON as UTF-8 bytes, compressed with raw DEFLATE (RFC 1951: no
        zlib or gzip header and no checksum), then written in base64url (the alphabet <code>A</code>–<code>Z</code>, <code>a</code>–
        <code>z</code>, <code>0</code>–<code>9</code>, <code>-</code> and <code>_</code>) without <code>=</code> padding. In Node.js this
        unpacks a link into <code>record.json</code>:
      </p>
      <CodeBlock label="A Node.js command that unpacks a link">{UNPACK_LINK}</CodeBlock>
      <p>
        This page stops unpacking a link past {formatCount(MAX_RECORD_CHARS)} characters and refuses a list of more than{' '}
        {formatCount(MAX_DRAW_ENTRIES)} entries, answering &ldquo;too large&rdquo; without showing anything from it: a few kilobytes of DEFLATE
        can unpack to gigabytes.
      </p>

      <h3 id="version-1">Version 1</h3>
      <p>
        Records made before version 2 name <code>{DRAW_ALGORITHM_V1}</code>. Their fields are <code>algorithm</code>, <code>title</code>,{' '}
        <code>entries</code>, <code>commitment</code>, <code>serverSeed</code>, <code>publicSeed</code>, <code>winners</code>,{' '}
        <code>committedAt</code> and <code>finishedAt</code> (any ISO 8601 date and time). The commitment is the hexadecimal SHA-256 of the UTF-8
        text <code>{DRAW_ALGORITHM_V1}</code>, LF, the server seed, LF, and the entries joined by LF. The public seed is used exactly as it
        stands, with no canonical form, and the winners follow from the same HMAC steps, as many as the record lists. Version 1 did not commit to
        the title, the times or the number of winners, so this page verifies such a record and says that it uses the older algorithm.
      </p>

      <h2 id="the-checks">The checks on this page</h2>
      <ol>
        <li>
          The record can be read, names {DRAW_ALGORITHM_V2} or {DRAW_ALGORITHM_V1}, and has every field in the right form (the text rules, the
          hexadecimal, the times, the number of winners and the canonical public seed).
        </li>
        <li>The commitment recomputed from everything it covers equals the published one.</li>
        <li>The winners recomputed from the two seeds are the same entries, at the same positions, in the same order, and as many as were sealed.</li>
      </ol>
      <p>
        The verdict is &ldquo;Verified&rdquo; only for a finished record that passes all three. A cancelled record that passes them is
        &ldquo;Cancelled&rdquo;: genuine, but without a result. An announcement is &ldquo;Announced, not yet drawn&rdquo;, since its commitment
        can only be checked once the seed is revealed. Anything else is &ldquo;Not verified&rdquo;, with the check that failed and why. A pass
        shows that the winners were fixed by a list and a seed sealed before the draw. It cannot show that the host published only one of several
        sealed draws, so a commitment is worth most when it is posted where the audience can see it, before the first spin.
      </p>

      <h2 id="check-it-yourself">Check it yourself</h2>
      <p>
        You don&apos;t have to trust this page either. Save the draw record as <code>record.json</code>, save the code below as{' '}
        <code>{REFERENCE_FILE_NAME}</code> and run <code>node {REFERENCE_FILE_NAME} record.json</code> with Node.js 18 or newer. It uses nothing but
        Node&apos;s built-in crypto, checks both versions and prints the same verdicts as this page.
      </p>
      <div className="not-prose">
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-t-lg bg-slate-800 px-3 py-2">
          <span className="font-mono text-sm text-slate-100">{REFERENCE_FILE_NAME}</span>
          <div className="flex flex-wrap gap-2">
            <CopyButton variant="secondary" size="xs" text={REFERENCE_IMPLEMENTATION} what="Code">
              Copy code
            </CopyButton>
            <DownloadReferenceButton />
          </div>
        </div>
        {/* Focusable so keyboard users can scroll the long lines sideways. */}
        <div
          role="region"
          aria-label={`Reference implementation, ${REFERENCE_FILE_NAME}`}
          tabIndex={0}
          className="overflow-x-auto rounded-b-lg bg-slate-900 p-4"
        >
          <pre className="text-sm leading-relaxed text-slate-100">
            <code>{REFERENCE_IMPLEMENTATION}</code>
          </pre>
        </div>
      </div>
    </div>
  );
}
