import { deflateRawSync } from 'node:zlib';
import type { Frame, FrameLocator, Page } from '@playwright/test';
import { test, expect, seriousA11yViolations } from './fixtures';
import { seedEntries, storedList } from './seeded-wheel';
import { WheelPage } from './wheel-page';
import { LIME_PICTURE, MAGENTA_PICTURE } from '../scripts/test-pictures.mjs';

const NAMES = ['Ada', 'Grace', 'Linus', 'Margaret'];
const THEME_HEX = 'ffffff000000ccccccff4757';
/**
 * A page of another site (another origin and another site: 127.0.0.1, not localhost) that frames
 * the wheel; routed, never reached. The browser blocks a frame of a local server inside a page
 * from an address it cannot place (such as http://framing.test/) before any header is read.
 */
const framingPage = (baseURL: string) => `${baseURL.replace('//localhost', '//127.0.0.1')}/lesson-of-another-site`;

/** The payload of a "Share wheel" link for a titled wheel of these names, as the site packs it. */
function payloadOf(names: readonly string[], title = 'Class raffle'): string {
  const json = JSON.stringify([1, title, THEME_HEX, names, 'ff6b6b'.repeat(names.length), []]);
  return deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url');
}

const EMBED = `/embed#w=${payloadOf(NAMES)}`;

/** What the visitor keeps in this browser, every key of both storages, to compare before and after. */
function storageOf(target: Page | Frame) {
  // Read as the storages' own properties: the test counts the page's getItem calls.
  return target.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
}

/** The winner card's text once a spin has ended: one of the wheel's names. */
async function winnerOf(scope: Page | FrameLocator): Promise<string> {
  const card = scope.getByRole('dialog', { name: 'Winner' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const text = (await card.locator('p').first().textContent()) ?? '';
  expect(NAMES).toContain(text);
  return text;
}

/** Serves a page of another site holding one frame of `src`, which says when the frame has loaded. */
async function frameOnAnotherSite(page: Page, baseURL: string, src: string) {
  // A page whose address was not reached over the network may frame a local server only with this
  // permission, as a visitor would grant it.
  await page.context().grantPermissions(['local-network-access']);
  const framing = framingPage(baseURL);
  expect(new URL(framing).origin).not.toBe(new URL(src).origin);
  await page.route(framing, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><html lang="en"><title>Lesson</title><h1>Today's lesson</h1>
        <iframe src="${src}" title="Class raffle" width="480" height="640" allow="fullscreen" onload="document.body.dataset.framed = 'loaded'"></iframe>`,
    }),
  );
  await page.goto(framing);
  await expect(page.locator('body')).toHaveAttribute('data-framed', 'loaded', { timeout: 15_000 });
}

test.describe('the embedded wheel', () => {
  test.beforeEach(async ({ page }) => {
    // Short spins: the tests are about what a spin leads to, not how it looks.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('spins from a shared link by press and by keyboard, shows the winner, and leaves the visitor’s own list untouched', async ({ page }) => {
    await seedEntries(page, storedList(['My own entry', 'Another of mine']));
    // Every key the page's scripts read from storage, from the first script on.
    await page.addInitScript(() => {
      const read: string[] = [];
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        read.push(key);
        return getItem.call(this, key);
      };
      Object.assign(window, { __storageKeysRead: read });
    });
    await page.goto(EMBED);
    const before = await storageOf(page);
    expect(Object.keys(before.local)).toEqual(['wheelEntries']);

    await test.step('only the wheel, its title, its spin button and a link back', async () => {
      await expect(page.getByRole('heading', { name: 'Class raffle' })).toBeVisible();
      await expect(page.getByRole('img', { name: /4 entries/ })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('textbox')).toHaveCount(0);
      const back = page.getByRole('link', { name: /Made with SpinFair/ });
      await expect(back).toHaveAttribute('target', '_blank');
      await expect(back).toHaveAttribute('rel', /noopener/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });

    await test.step('a press (a tap on a phone) of the spin button', async () => {
      const button = page.getByRole('button', { name: 'SPIN THE WHEEL!' });
      if (test.info().project.name === 'mobile') await button.tap();
      else await button.click();
      const winner = await winnerOf(page);
      await expect(page.getByRole('status').filter({ hasText: winner })).toHaveCount(1);
      await page.getByRole('dialog', { name: 'Winner' }).getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog', { name: 'Winner' })).toHaveCount(0);
    });

    await test.step('Enter on the wheel', async () => {
      await page.getByRole('img', { name: /4 entries/ }).focus();
      await page.keyboard.press('Enter');
      await winnerOf(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Winner' })).toHaveCount(0);
    });

    await test.step('Space with nothing focused', async () => {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press(' ');
      await winnerOf(page);
    });

    await test.step('"Remove winner" takes it off this wheel only', async () => {
      await page.getByRole('dialog', { name: 'Winner' }).getByRole('button', { name: 'Remove winner' }).click();
      await expect(page.getByRole('img', { name: /3 entries/ })).toBeVisible();
    });

    expect(await storageOf(page)).toEqual(before);
    // Nothing of the visitor's wheel is even read: not the list, its theme, settings, title or results.
    const keysRead = await page.evaluate(() => (window as unknown as { __storageKeysRead: string[] }).__storageKeysRead);
    expect(keysRead.filter((key) => /^wheel/.test(key))).toEqual([]);
  });

  test('a missing or broken wheel in the address says so in a short message', async ({ page, consoleErrors }) => {
    // The page's own message, not the router's (empty) route announcer.
    const message = page.getByRole('main').getByRole('alert');
    await page.goto('/embed');
    await expect(message).toHaveText(/No wheel here yet/);
    // Without a wheel's title, the page still has its heading for a screen reader.
    await expect(page.getByRole('heading', { level: 1, name: 'Embedded wheel' })).toHaveCount(1);
    await page.goto('/embed#w=this-is-not-a-wheel');
    await expect(message).toHaveText(/could not be opened/);
    await expect(page.getByRole('button', { name: 'SPIN THE WHEEL!' })).toHaveCount(0);
    await page.goto('/de/embed#w=AAAA&bg=transparent');
    await expect(message).toHaveText(/ließ sich nicht öffnen/);
    await expect(page.getByRole('link', { name: /Erstellt mit SpinFair/ })).toHaveAttribute('href', '/de');
    expect(consoleErrors).toEqual([]);
  });

  test('bg=transparent clears the page behind the wheel, for streaming software', async ({ page }) => {
    const transparent = () => page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor]);
    await page.goto(EMBED);
    await expect(page.getByRole('button', { name: 'SPIN THE WHEEL!' })).toBeVisible();
    expect((await transparent())[1]).not.toBe('rgba(0, 0, 0, 0)');
    await page.goto(`${EMBED}&bg=transparent`);
    await expect(page.getByRole('button', { name: 'SPIN THE WHEEL!' })).toBeVisible();
    await expect.poll(transparent).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  });

  test('passes an accessibility scan, before and after a spin', async ({ page }) => {
    await page.goto(EMBED);
    await expect(page.getByRole('button', { name: 'SPIN THE WHEEL!' })).toBeEnabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'SPIN THE WHEEL!' }).click();
    await winnerOf(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('framed by another site, it spins, and messages from that site change nothing', async ({ page, baseURL }) => {
    await frameOnAnotherSite(page, baseURL!, `${baseURL}${EMBED}`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'SPIN THE WHEEL!' }).click();
    const winner = await winnerOf(frame);

    await test.step('hostile messages from the framing page', async () => {
      const embed = page.frames().find((f) => f.url().startsWith(`${baseURL}/embed`));
      if (!embed) throw new Error('the embed frame is missing');
      const before = { storage: await storageOf(embed), address: embed.url() };
      // A listener of the test's own, added last, hears the messages after any of the page's.
      await embed.evaluate(() => {
        window.addEventListener('message', (event) => {
          if (event.data === 'end of test messages') document.documentElement.dataset.heard = 'all';
        });
      });
      await page.evaluate(() => {
        const target = document.querySelector('iframe')!.contentWindow!;
        const hostile: unknown[] = [
          'spin',
          { type: 'SKIP_WAITING' },
          { type: 'keep-language', lang: 'fr' },
          { kind: 'keepLanguage', lang: 'de' },
          { entries: ['Mallory'], title: 'Rigged' },
          { w: 'AAAA' },
          '#w=AAAA',
          { __proto__: { polluted: true } },
          JSON.stringify({ type: 'navigate', href: 'https://evil.test/' }),
          new Array(10_000).fill('x'),
        ];
        for (const message of hostile) target.postMessage(message, '*');
        target.postMessage('end of test messages', '*');
      });
      await expect.poll(() => embed.evaluate(() => document.documentElement.dataset.heard)).toBe('all');
      expect({ storage: await storageOf(embed), address: embed.url() }).toEqual(before);
      await expect(frame.getByRole('dialog', { name: 'Winner' })).toContainText(winner);
      await expect(frame.getByRole('button', { name: 'SPIN THE WHEEL!' })).toBeEnabled();
      await expect(frame.getByRole('img', { name: /4 entries/ })).toBeVisible();
      await expect(frame.getByText('Mallory')).toHaveCount(0);
    });
  });

  test('the home page refuses to be framed: the host says so, and the frame stays empty', async ({ page, baseURL, cspViolations }) => {
    const home = await page.request.get('/');
    expect(home.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(home.headers()['x-frame-options']).toBe('DENY');
    const embed = await page.request.get('/embed');
    expect(embed.headers()['content-security-policy']).toBeUndefined();
    expect(embed.headers()['x-frame-options']).toBeUndefined();

    await frameOnAnotherSite(page, baseURL!, `${baseURL}/`);
    // The browser refuses the page: whatever the frame holds, it is none of the site's.
    await expect(page.frameLocator('iframe').getByRole('button', { name: 'SPIN THE WHEEL!' })).toHaveCount(0);
    expect(page.frames().some((f) => f.url().startsWith(`${baseURL}`) && f !== page.mainFrame())).toBe(false);
    // The browser's own word for it: the one policy report of this test, taken off the list the
    // fixture checks, as it is the refusal this test expects.
    await expect.poll(() => cspViolations.join('\n')).toMatch(/Framing 'http:\/\/localhost:\d+\/' violates .*frame-ancestors 'none'/);
    expect(cspViolations).toHaveLength(1);
    cspViolations.length = 0;
  });
});

test.describe('the embed code in the Share dialog', () => {
  test('gives an iframe of this wheel, with a transparent background when asked, and copies it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedEntries(page, storedList(NAMES));
    await new WheelPage(page).open();
    await page.getByRole('button', { name: 'Share wheel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this wheel' });
    const code = dialog.getByRole('textbox', { name: 'Embed code' });
    await expect(code).toHaveValue(new RegExp(`^<iframe src="${baseURL}/embed#w=[A-Za-z0-9_-]+" title="Picker wheel" width="\\d+" height="\\d+"`), { timeout: 15_000 });
    await expect(code).toHaveAttribute('readonly');

    await dialog.getByRole('checkbox', { name: /Transparent background/ }).check();
    await expect(code).toHaveValue(/&amp;bg=transparent"/);
    await dialog.getByRole('button', { name: 'Copy embed code' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await code.inputValue());

    await test.step('the code’s address opens this wheel on the embed page', async () => {
      const src = /src="([^"]+)"/.exec(copied)?.[1]?.replace(/&amp;/g, '&') ?? '';
      await page.goto(src);
      await expect(page.getByRole('img', { name: /4 entries/ })).toBeVisible();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    });
  });

  test('a wheel with pictures, shared from the Share dialog, shows its pictures embedded: the winner card carries the winner’s', async ({ page }) => {
    const pictures: Readonly<Record<string, string>> = { Magenta: MAGENTA_PICTURE, Lime: LIME_PICTURE };
    await seedEntries(page, [
      { id: 'm', text: 'Magenta', color: '#4ECDC4', visible: true, image: MAGENTA_PICTURE },
      { id: 'l', text: 'Lime', color: '#45B7D1', visible: true, image: LIME_PICTURE },
    ]);
    await new WheelPage(page).open();
    await page.getByRole('button', { name: 'Share wheel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this wheel' });
    const code = dialog.getByRole('textbox', { name: 'Embed code' });
    await expect(code).toHaveValue(/^<iframe src="/, { timeout: 15_000 });
    // Two small pictures fit: nothing is left out.
    await expect(dialog.getByText(/The pictures are not in this link/)).toHaveCount(0);
    const src = /src="([^"]+)"/.exec(await code.inputValue())?.[1]?.replace(/&amp;/g, '&') ?? '';

    await page.goto(src);
    await page.getByRole('button', { name: 'SPIN THE WHEEL!' }).click();
    const card = page.getByRole('dialog', { name: 'Winner' });
    await expect(card).toBeVisible({ timeout: 20_000 });
    const winner = (await card.locator('p').first().textContent()) ?? '';
    expect(Object.keys(pictures)).toContain(winner);
    await expect(card.getByRole('img', { name: winner })).toHaveAttribute('src', pictures[winner]!);
  });
});
