import { REFERENCE_FILE_NAME, REFERENCE_IMPLEMENTATION } from '@/lib/draw/reference-implementation';
import { DRAW_ALGORITHM } from '@/lib/draw/algorithm';
import { CopyButton } from '@/components/ui/copy-button';

/** How a checkable draw works, in plain words, and a stand-alone checker to copy. Static: readable without scripts. */
export function DrawExplainer() {
  return (
    <div className="prose max-w-none prose-a:text-accent prose-headings:scroll-mt-24">
      <h2 id="how-it-works">How a checkable draw works</h2>
      <p>
        A checkable draw lets everyone watching a giveaway confirm afterwards that the host could not steer the
        result. It rests on a promise made in public before the first spin, and on a few lines of arithmetic that
        anyone can repeat.
      </p>
      <ol>
        <li>
          <strong>The host seals the draw.</strong> When the draw starts, the list is locked and the host&apos;s
          browser makes a secret <em>server seed</em>: 32 random bytes, written as 64 hexadecimal digits. It then
          computes the <em>commitment</em>, the SHA-256 fingerprint of the text <code>{DRAW_ALGORITHM}</code>, a
          line break, the server seed, a line break and the entries, one per line. The host publishes the
          commitment before the first spin. The fingerprint gives nothing away about the seed, yet no one can find
          another seed or another list with the same fingerprint.
        </li>
        <li>
          <strong>The audience adds a public seed.</strong> After the commitment is out, anyone can supply a piece
          of text the host could not have known in advance: a word from the chat, tonight&apos;s lottery numbers. It
          is optional, but it stops a host from trying seed after seed in private until one favours a friend.
        </li>
        <li>
          <strong>Each winner follows from the two seeds.</strong> For winner number <em>k</em> (counting from 0),
          the server seed is used as the key of an HMAC-SHA256 over the public seed, a line break, <em>k</em>, a line
          break and an attempt number <em>c</em>, starting at 0. The first 4 bytes of the result, read as one
          unsigned number, give a value <em>u</em> from 0 to 4,294,967,295. With <em>n</em> entries still in the
          running, the values from the largest multiple of <em>n</em> upwards are thrown away and the next attempt
          is tried, so that every entry has exactly the same chance. Otherwise the winner is the entry at place{' '}
          <em>u</em> mod <em>n</em> among those still in the running, counting from 0 in list order. A winner
          leaves the list; the next one is drawn from the rest. The wheel then lands on the winner&apos;s slice.
        </li>
        <li>
          <strong>The host reveals the seed.</strong> When the draw is finished, the record (list, seeds, winners and
          times) and a verification link are shared. The link holds the whole record, compressed with raw DEFLATE
          and written in base64url after <code>#r=</code>. The part of an address after <code>#</code> is never
          sent to a server, so this page checks the record inside your browser.
        </li>
      </ol>

      <h2 id="the-checks">The checks on this page</h2>
      <ol>
        <li>The record can be read, has every field in the right form, and names {DRAW_ALGORITHM}.</li>
        <li>The fingerprint recomputed from the revealed server seed and the list equals the published commitment.</li>
        <li>The winners recomputed from the two seeds are the same entries, at the same positions, in the same order.</li>
      </ol>
      <p>
        The verdict is &ldquo;Verified&rdquo; only when all three pass; otherwise it is &ldquo;Not verified&rdquo;,
        with the check that failed and why. A pass shows that the winners were fixed by a list and a seed sealed
        before the draw. It cannot show that the host published only one of several sealed draws, so a commitment is
        worth most when it is posted where the audience can see it, before the first spin.
      </p>

      <h2 id="check-it-yourself">Check it yourself</h2>
      <p>
        You don&apos;t have to trust this page either. Save the draw record as <code>record.json</code>, save the
        code below as <code>{REFERENCE_FILE_NAME}</code> and run <code>node {REFERENCE_FILE_NAME} record.json</code>{' '}
        with Node.js 18 or newer. It uses nothing but Node&apos;s built-in crypto.
      </p>
      <div className="not-prose">
        <div className="flex items-center justify-between gap-2 rounded-t-lg bg-slate-800 px-3 py-2">
          <span className="font-mono text-sm text-slate-100">{REFERENCE_FILE_NAME}</span>
          <CopyButton variant="secondary" size="xs" text={REFERENCE_IMPLEMENTATION} what="Code">
            Copy code
          </CopyButton>
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
