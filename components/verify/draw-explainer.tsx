import type { ReactNode } from 'react';
import { DRAW_ALGORITHM_V1, DRAW_ALGORITHM_V2, DRAW_ALGORITHM_V3 } from '@/lib/draw/algorithm';
import { MAX_DRAW_ENTRIES, MAX_RECORD_CHARS } from '@/lib/draw/limits';
import { REFERENCE_FILE_NAME, referenceImplementation } from '@/lib/draw/reference-implementation';
import {
  codePointName,
  IGNORABLE_CODE_POINTS,
  MAX_PUBLIC_SEED_CODE_POINTS,
  MAX_TITLE_CODE_POINTS,
  WHITE_SPACE_CODE_POINTS,
  type CodePoints,
} from '@/lib/draw/texts';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { CopyButton } from '@/components/ui/copy-button';
import { DownloadReferenceButton } from '@/components/verify/download-reference-button';
import { richText } from '@/components/verify/rich-text';

function listCodePoints(ranges: readonly CodePoints[]): string {
  return ranges.map(([first, last]) => (first === last ? codePointName(first) : `${codePointName(first)}–${codePointName(last)}`)).join(', ');
}

/** The example version 2 record, its words (title, public seed, the stand-in for hexadecimal) in the page's language. */
function exampleRecord(title: string, publicSeed: string, hex: string): string {
  return `{
  "algorithm": "${DRAW_ALGORITHM_V2}",
  "title": ${JSON.stringify(title)},
  "entries": ["Ana", "Bruno", "Zoë", "Ana"],
  "winnersCount": 2,
  "committedAt": "2026-11-23T10:00:00.000Z",
  "commitment": ${JSON.stringify(hex)},
  "serverSeed": ${JSON.stringify(hex)},
  "publicSeed": ${JSON.stringify(publicSeed)},
  "winners": [{ "position": 3, "text": "Ana" }, { "position": 1, "text": "Bruno" }],
  "finishedAt": "2026-11-23T10:10:00.000Z"
}`;
}

function unpackLinkCommand(placeholder: string): string {
  return `node -e "process.stdout.write(require('node:zlib').inflateRawSync(Buffer.from(process.argv[1].split(/#[ra]=/)[1], 'base64url')))" '${placeholder}' > record.json`;
}

/** How many bytes the text takes in UTF-8. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A block of code or steps; focusable, so keyboard users can scroll its long lines sideways. */
function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <pre role="region" aria-label={label} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

/** Each name as code: the record's field names and other literals the texts mention. */
function codes(...names: string[]): Record<string, ReactNode> {
  return Object.fromEntries(names.map((name) => [name, <code key={name}>{name}</code>]));
}

/**
 * How a checkable draw works, then the algorithm in enough detail to write a
 * checker from it, and a stand-alone checker to copy or download. Static:
 * readable without scripts.
 */
export async function DrawExplainer({ lang }: { lang: Lang }) {
  const t = await getT(lang, 'verify');
  const em = (text: string) => <em>{text}</em>;
  const v1 = <code>{DRAW_ALGORITHM_V1}</code>;
  const v2 = <code>{DRAW_ALGORITHM_V2}</code>;
  const twoTo32 = (
    <>
      2<sup>32</sup>
    </>
  );
  const seed = t('exampleSeed');
  // The message for the second winner's (k = 1) first attempt (c = 0).
  const message = `${seed}\n1\n0`;
  const checker = referenceImplementation(lang);
  return (
    <div className="prose max-w-none prose-a:text-accent prose-headings:scroll-mt-24 print:hidden">
      <h2 id="how-it-works">{t('howItWorksHeading')}</h2>
      <p>{t('howItWorksIntro')}</p>
      <h3 id="version-3">{t('v3Heading')}</h3>
      <p>{t('v3Intro')}</p>
      <p>{t('v3Steer')}</p>
      <p>
        <strong>{t('v3Check')}</strong>
      </p>
      <p>{richText(t, 'v3Algorithm', { v3: <code>{DRAW_ALGORITHM_V3}</code> })}</p>
      <h3 id="version-2">{t('v2Heading')}</h3>
      <ol>
        <li>
          <strong>{t('stepSealTitle')}</strong>{' '}
          {richText(t, 'stepSeal', { serverSeed: em(t('termServerSeed')), commitment: em(t('termCommitment')) })}
        </li>
        <li>
          <strong>{t('stepAnnounceTitle')}</strong> {richText(t, 'stepAnnounce', { announcementLink: em(t('termAnnouncementLink')) })}
        </li>
        <li>
          <strong>{t('stepPublicSeedTitle')}</strong> {t('stepPublicSeed')}
        </li>
        <li>
          <strong>{t('stepWinnersTitle')}</strong> {t('stepWinners')}
        </li>
        <li>
          <strong>{t('stepRevealTitle')}</strong>{' '}
          {richText(t, 'stepReveal', { verificationLink: em(t('termVerificationLink')), hash: <code>#</code> })}
        </li>
      </ol>
      <p>{t('v2StepsCaution')}</p>

      <h2 id="the-algorithm">{t('algorithmHeading')}</h2>
      <p>{richText(t, 'algorithmIntro', { lf: em('LF'), k: em('k'), c: em('c'), v1, v2 })}</p>

      <h3 id="texts">{t('textsHeading')}</h3>
      <ul>
        <li>{t('textsRules', { maxTitle: MAX_TITLE_CODE_POINTS })}</li>
        <li>{t('textsEntries')}</li>
        <li>{t('textsOrder')}</li>
      </ul>

      <h3 id="server-seed-and-time">{t('serverSeedHeading')}</h3>
      <p>
        {richText(t, 'serverSeedText', {
          ...codes('committedAt', 'finishedAt', 'cancelledAt'),
          format: <code>YYYY-MM-DDTHH:MM:SS.sssZ</code>,
          z: <code>Z</code>,
        })}
      </p>

      <h3 id="commitment">{t('commitmentHeading')}</h3>
      <p>{t('commitmentIntro')}</p>
      <CodeBlock label={t('commitmentLinesLabel')}>{t('commitmentLines', { algorithm: DRAW_ALGORITHM_V2 })}</CodeBlock>
      <p>{t('commitmentAfter')}</p>

      <h3 id="public-seed">{t('publicSeedHeading')}</h3>
      <p>{t('publicSeedIntro')}</p>
      <ol>
        <li>{t('publicSeedStepNfkc')}</li>
        <li>{t('publicSeedStepSpaces', { codePoints: listCodePoints(WHITE_SPACE_CODE_POINTS) })}</li>
        <li>{t('publicSeedStepRemove', { codePoints: listCodePoints(IGNORABLE_CODE_POINTS) })}</li>
        <li>{t('publicSeedStepRuns')}</li>
        <li>{t('publicSeedStepRepeat')}</li>
      </ol>
      <p>{t('publicSeedAfter', { max: MAX_PUBLIC_SEED_CODE_POINTS })}</p>

      <h3 id="winners">{t('winnersHeading')}</h3>
      <p>{richText(t, 'winnersIntro', codes('winnersCount'))}</p>
      <CodeBlock label={t('winnerStepsLabel')}>{t('winnerSteps')}</CodeBlock>
      <p>
        {richText(
          t,
          'winnersCutOff',
          { u: em('u'), limit: em('limit'), c: em('c'), n: em('n'), twoTo32, seed: <code>{seed}</code>, message: <code>{message.replaceAll('\n', '␊')}</code> },
          { bytes: utf8Length(message) },
        )}
      </p>

      <h3 id="record">{t('recordHeading')}</h3>
      <p>
        {richText(
          t,
          'recordFields',
          codes('algorithm', 'title', 'entries', 'winnersCount', 'committedAt', 'commitment', 'serverSeed', 'publicSeed', 'winners', 'position', 'text', 'finishedAt', 'cancelledAt'),
        )}
      </p>
      <CodeBlock label={t('recordShapeLabel')}>{exampleRecord(t('exampleTitle'), t('exampleRecordSeed'), t('exampleHex'))}</CodeBlock>
      <p>{richText(t, 'announcementFields', codes('algorithm', 'title', 'entries', 'winnersCount', 'committedAt', 'commitment'))}</p>

      <h3 id="links">{t('linksHeading')}</h3>
      <p>
        {richText(t, 'linksText', {
          hashR: <code>#r=</code>,
          hashA: <code>#a=</code>,
          ...codes('A', 'Z', 'a', 'z'),
          zero: <code>0</code>,
          nine: <code>9</code>,
          hyphen: <code>-</code>,
          underscore: <code>_</code>,
          equals: <code>=</code>,
          file: <code>record.json</code>,
        })}
      </p>
      <CodeBlock label={t('unpackLinkLabel')}>{unpackLinkCommand(t('unpackLinkPlaceholder'))}</CodeBlock>
      <p>{t('linksLimits', { maxChars: MAX_RECORD_CHARS, maxEntries: MAX_DRAW_ENTRIES })}</p>

      <h3 id="version-1">{t('version1Heading')}</h3>
      <p>
        {richText(t, 'version1Text', {
          v1,
          ...codes('algorithm', 'title', 'entries', 'commitment', 'serverSeed', 'publicSeed', 'winners', 'committedAt', 'finishedAt'),
        })}
      </p>

      <h2 id="the-checks">{t('pageChecksHeading')}</h2>
      <ol>
        <li>{t('pageCheckRecord', { v1: DRAW_ALGORITHM_V1, v2: DRAW_ALGORITHM_V2 })}</li>
        <li>{t('pageCheckCommitment')}</li>
        <li>{t('pageCheckWinners')}</li>
        <li>{t('pageCheckBeacon')}</li>
      </ol>
      <p>{t('pageChecksVerdicts')}</p>

      <h2 id="check-it-yourself">{t('checkYourselfHeading')}</h2>
      <p>
        {richText(t, 'checkYourself', {
          recordFile: <code>record.json</code>,
          codeFile: <code>{REFERENCE_FILE_NAME}</code>,
          command: <code>node {REFERENCE_FILE_NAME} record.json</code>,
        })}
      </p>
      <div className="not-prose">
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-t-lg bg-slate-800 px-3 py-2">
          <span className="font-mono text-sm text-slate-100">{REFERENCE_FILE_NAME}</span>
          <div className="flex flex-wrap gap-2">
            <CopyButton variant="secondary" size="xs" text={checker} what={t('copiedCode')}>
              {t('copyCode')}
            </CopyButton>
            <DownloadReferenceButton label={t('downloadCode', { file: REFERENCE_FILE_NAME })} code={checker} />
          </div>
        </div>
        {/* Focusable so keyboard users can scroll the long lines sideways. */}
        <div role="region" aria-label={t('referenceLabel', { file: REFERENCE_FILE_NAME })} tabIndex={0} className="overflow-x-auto rounded-b-lg bg-slate-900 p-4">
          <pre className="text-sm leading-relaxed text-slate-100">
            <code>{checker}</code>
          </pre>
        </div>
      </div>
    </div>
  );
}
