import type { Page } from '@playwright/test';
import { test, expect, seriousA11yViolationsInEachTheme } from './fixtures';

// The picture wheel the how-to-use page and one post per language show: a still SVG drawn at build
// time, named for screen readers, whole on a 375 px screen, readable in both themes, and made of
// the page's own markup, so nothing is fetched from elsewhere to show it.

/** Every request the page makes that is not to the site itself. */
function requestsElsewhere(page: Page): string[] {
  const site = new URL(test.info().project.use.baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== site) elsewhere.push(request.url());
  });
  return elsewhere;
}

/** The picture wheel is drawn inside the viewport's width, with a tile and a drawing per slice. */
async function expectWholeWheel(page: Page, name: RegExp) {
  const wheel = page.getByRole('img', { name });
  await expect(wheel).toBeVisible();
  const box = await wheel.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  expect(box?.width).toBeGreaterThan(150);
}

const POSTS = [
  { path: '/blog/picture-wheels-for-lessons-parties-and-streams', name: /^A wheel of 4 slices with a drawing in each, Animal sounds warm-up: Cat, Fish, Bird, Snail$/ },
  { path: '/de/blog/bilderrad-fuer-unterricht-party-und-stream', name: /^Ein Glücksrad mit 6 Feldern.*Formen-Suche im Klassenzimmer: Stern, Herz/ },
  { path: '/es/blog/ruleta-con-imagenes-para-clase-fiestas-y-directos', name: /^Una ruleta de 4 sectores.*Gato, Pez, Pájaro, Caracol$/ },
  { path: '/fr/blog/roue-avec-images-en-classe-en-fete-et-en-live', name: /^Une roue de 6 cases.*Étoile, Cœur/ },
  { path: '/it/blog/ruota-con-immagini-per-classe-feste-e-dirette', name: /^Una ruota con 6 spicchi.*Apple, Pear/ },
  { path: '/pt-br/blog/roleta-com-imagens-para-aula-festa-e-live', name: /^Uma roleta de 6 fatias.*Estrela, Coração, Peixinho/ },
];

test.describe('picture wheels in the guide and the blog', () => {
  test('the how-to-use page has a section on pictures and embedding, listed in its contents, showing a named picture wheel', async ({ page, consoleErrors }) => {
    const elsewhere = requestsElsewhere(page);
    await page.goto('/how-to-use');
    const title = 'Pictures on the wheel, and the wheel on your own page';
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: title }).click();
    const section = page.getByRole('region', { name: title });
    await expect(section).toBeInViewport();
    await expectWholeWheel(page, /^A wheel of 6 slices with a drawing in each, Fruit of the day: Apple, Pear, Cherries, Lemon, Grapes, Strawberry$/);
    await expect(section.getByRole('listitem').filter({ hasText: /^Strawberry$/ })).toBeVisible();
    await expect(section.getByText('Copy embed code')).toBeVisible();
    expect(await seriousA11yViolationsInEachTheme(page)).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the German how-to-use page describes its picture wheel in German', async ({ page }) => {
    await page.goto('/de/how-to-use');
    await expect(page.getByRole('region', { name: 'Bilder auf dem Rad und das Rad auf deiner eigenen Seite' })).toBeAttached();
    await expectWholeWheel(page, /^Ein Glücksrad mit 6 Feldern, jedes mit einem gezeichneten Bild, Obst des Tages: Apfel, Birne/);
  });

  test("each language's post on pictures shows its picture wheel, fetching nothing from elsewhere", async ({ page }) => {
    const elsewhere = requestsElsewhere(page);
    for (const post of POSTS) {
      await test.step(post.path, async () => {
        const response = await page.goto(post.path);
        expect(response?.status()).toBe(200);
        await expectWholeWheel(page, post.name);
      });
    }
    expect(elsewhere).toEqual([]);
  });
});
