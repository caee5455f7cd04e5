/** @jest-environment node */
import { toBase64Url } from '@/lib/bytes';
import { getT } from '@/lib/i18n/messages';
import { LANGUAGES } from '@/lib/i18n/languages';
import { sharedLinkNotice } from '@/lib/wheel/share/link-problem';
import { parseShareFragment } from '@/lib/wheel/share/share-link';

async function deflate(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/** What a visitor reading English is told about the link in the hash. */
async function noticeFor(hash: string, lang: (typeof LANGUAGES)[number] = 'en') {
  const parsed = await parseShareFragment(hash);
  if (parsed.kind !== 'invalid') throw new Error(`expected a link that cannot be opened, got ${parsed.kind}`);
  return sharedLinkNotice(parsed.problem, getT(lang, 'share'));
}

describe('sharedLinkNotice', () => {
  it('says a link from a newer version of the site needs the newer version, not that it was cut short', async () => {
    expect(await noticeFor(`#w=${await deflate('[2,"Giveaway","ffffff000000cccccc000000",["Ada"],"ff0000",[]]')}`)).toEqual({
      title: 'This wheel link comes from a newer version of the site',
      description:
        'This page runs an older version that cannot read it. Reload the page to get the newest version, then open the link again. Your wheel is unchanged.',
    });
  });

  it('says a link that unpacks to far more than any wheel is too large, not that it was cut short', async () => {
    const bomb = await deflate('0'.repeat(9_000_000));
    expect(await noticeFor(`#w=${bomb}`)).toEqual({
      title: 'This wheel link is too large to open',
      description: 'It would unpack to far more than any wheel holds, so it was not opened. Your wheel is unchanged.',
    });
  });

  it('says a cut or damaged link may have been cut short or damaged in the copying', async () => {
    const whole = await deflate('[1,"t","ffffff000000cccccc000000",["Ada","Grace"],"ff000000ff00",[]]');
    const damaged = { title: 'This wheel link could not be read', description: 'It may have been cut short or damaged when it was copied. Your wheel is unchanged.' };
    for (const hash of [`#w=${whole.slice(0, 12)}`, '#w=not base64!', `#w=${await deflate('{"a":1}')}`]) expect(await noticeFor(hash)).toEqual(damaged);
  });

  it('gives each reason its own words in every language', async () => {
    const hashes = [`#w=${await deflate('[2,"t"]')}`, `#w=${await deflate('0'.repeat(9_000_000))}`, '#w=AAAA'];
    for (const lang of LANGUAGES) {
      const notices = await Promise.all(hashes.map((hash) => noticeFor(hash, lang)));
      expect([lang, new Set(notices.map((n) => n.description)).size, new Set(notices.map((n) => n.title)).size]).toEqual([lang, 3, 3]);
    }
  });
});
