import type { Page } from '@playwright/test';
import { WheelPage } from './wheel-page';

/** An entry as the wheel stores it. */
export interface StoredEntry {
  id: string;
  text: string;
  color: string;
  visible: boolean;
  image?: string;
}

/** Visible entries with these texts, in one colour. */
export function storedList(texts: readonly string[]): StoredEntry[] {
  return texts.map((text, i) => ({ id: `e${i}`, text, color: '#4ECDC4', visible: true }));
}

/** Stores a list before the page's scripts run, on the first load of this tab only. */
export async function seedEntries(page: Page, entries: StoredEntry[]) {
  await page.addInitScript((list) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('wheelEntries', JSON.stringify(list));
  }, entries);
}

/** Starts from a short list of known entries, stored before the page loads. */
export async function openWith(page: Page, texts: string[]) {
  await seedEntries(page, storedList(texts));
  const wheel = new WheelPage(page);
  await wheel.open();
  await wheel.useQuickSpins();
  return wheel;
}

export const storedEntries = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('wheelEntries') ?? '[]') as { text: string; visible: boolean }[]);
