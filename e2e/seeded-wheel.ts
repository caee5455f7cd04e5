import type { Page } from '@playwright/test';
import { WheelPage } from './wheel-page';

/** Starts from a short list of known entries, stored before the page loads. */
export async function openWith(page: Page, texts: string[]) {
  const entries = texts.map((text, i) => ({ id: `e${i}`, text, color: '#4ECDC4', visible: true }));
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('wheelEntries', stored);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(entries));
  const wheel = new WheelPage(page);
  await wheel.open();
  await wheel.useQuickSpins();
  return wheel;
}

export const storedEntries = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('wheelEntries') ?? '[]') as { text: string; visible: boolean }[]);
