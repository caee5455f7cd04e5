import { expect, type Locator, type Page } from '@playwright/test';
import { WHEEL_READY } from '../lib/wheel-ready.mjs';

/** The colour of each default entry, as the wheel paints it. */
export const COLORS: Readonly<Record<string, string>> = {
  'Option 1': '#FF6B6B',
  'Option 2': '#4ECDC4',
  'Option 3': '#45B7D1',
  'Option 4': '#96CEB4',
  'Option 5': '#FFEAA7',
  'Option 6': '#DDA0DD',
};

/** The wheel page, found the way a visitor finds it: by roles and names. */
export class WheelPage {
  readonly canvas: Locator;
  readonly newEntry: Locator;
  readonly entryList: Locator;
  readonly spinButton: Locator;

  constructor(readonly page: Page) {
    this.canvas = page.locator('canvas[aria-label*="wheel"]');
    this.newEntry = page.getByRole('textbox', { name: 'New entry' });
    this.entryList = page.getByRole('list', { name: 'Entries', exact: true });
    this.spinButton = page.getByRole('button', { name: /SPIN THE WHEEL!|Spinning\.\.\./ });
  }

  /** Opens the page and waits until stored state is in place (the spin button turns on). */
  async open(path = '/') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: 'Customize Your Wheel' })).toBeVisible();
    await this.page.locator(WHEEL_READY).waitFor();
    await this.page.locator('canvas[width]').first().waitFor();
  }

  tab(name: 'Entries' | 'Spin' | 'Theme' | 'Results') {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** Selects a tab, without waiting for its code (for a panel whose code cannot arrive). */
  async selectTab(name: 'Entries' | 'Spin' | 'Theme' | 'Results') {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /**
   * Opens a tab and waits until all of it is there: a tab's code arrives as it first opens, and the
   * Spin tab's checkable draw a moment after the rest, growing the panel. A click aimed before that
   * can land where a control no longer is (seen once: "Share wheel" missed as the draw's switch arrived).
   */
  async openTab(name: 'Entries' | 'Spin' | 'Theme' | 'Results') {
    await this.selectTab(name);
    const lastToArrive = {
      Entries: this.newEntry,
      Spin: this.page.getByRole('switch', { name: 'Checkable draw' }),
      Theme: this.page.getByRole('switch', { name: 'Sound effects' }),
      Results: this.page.getByRole('tabpanel', { name: 'Results' }).getByRole('heading', { name: 'Results' }),
    }[name];
    await expect(lastToArrive).toBeVisible();
  }

  async add(text: string) {
    await this.newEntry.fill(text);
    await this.newEntry.press('Enter');
  }

  /**
   * Pastes text into "New entry" as a clipboard paste would (a paste event
   * carrying the text). True when the page took the paste over; false when it
   * left it to the browser, which would put the text in the field.
   */
  async pasteIntoNewEntry(text: string): Promise<boolean> {
    return this.paste(this.newEntry, text);
  }

  /** Pastes the text into a field as the clipboard gives it, one paste event; true if the page took it over. */
  async paste(field: Locator, text: string): Promise<boolean> {
    await field.focus();
    return field.evaluate((input, pasted) => {
      const data = new DataTransfer();
      data.setData('text/plain', pasted);
      return !input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  }

  /** Opens "Add many", types the text into it and adds. */
  async addMany(text: string) {
    await this.page.getByRole('button', { name: 'Add many' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add many entries' });
    await dialog.getByRole('textbox', { name: 'Entries, one per line' }).fill(text);
    await dialog.getByRole('button', { name: 'Add entries' }).click();
    await expect(dialog).toBeHidden();
  }

  listTool(name: 'Shuffle entries' | 'Sort entries A to Z' | 'Remove duplicate entries' | 'Clear all entries') {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The toast that says `text` (a list change, a winner). */
  toast(text: string) {
    return this.page.getByRole('status').filter({ hasText: text }).first();
  }

  /** The entry list exactly as saved (texts, ids, order, colours, visibility). */
  storedEntries(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('wheelEntries'));
  }

  /** The "N visible on the wheel" line, N written as the page writes it (10,000). */
  visibleCount(count: number) {
    return this.page.getByText(new RegExp(`^${count.toLocaleString('en-US')} visible on the wheel`));
  }

  entryTexts() {
    return this.entryList.getByRole('listitem').locator('span[title]').allTextContents();
  }

  /** Short, calm spins for tests that only care about the outcome (the deceleration slider's low end). */
  async useQuickSpins() {
    await this.openTab('Spin');
    await this.page.getByRole('slider', { name: 'Deceleration rate' }).fill('0.9');
  }

  /** How many results this session has recorded (read from session storage, where the wheel keeps them). */
  resultCount(): Promise<number> {
    return this.page.evaluate(() => {
      try {
        const stored: unknown = JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]');
        return Array.isArray(stored) ? stored.filter((r) => typeof r?.entry?.text === 'string').length : 0;
      } catch {
        return 0;
      }
    });
  }

  /** Starts a spin with `start`, waits for it to finish and returns the winner, checking its toast. */
  async spinWith(start: () => Promise<void>): Promise<string> {
    const before = await this.resultCount();
    await start();
    await expect.poll(() => this.resultCount(), { timeout: 20_000 }).toBe(before + 1);
    const winner = await this.page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('wheelResults') ?? '[]') as { entry: { text: string } }[])[0]?.entry.text ?? '',
    );
    await expect(this.page.getByRole('status').filter({ hasText: 'Winner Selected!' }).filter({ hasText: `${winner} was chosen.` }).first()).toBeVisible();
    await expect(this.spinButton).toHaveText('SPIN THE WHEEL!');
    return winner;
  }

  /**
   * A quick quarter turn dragged around the wheel's centre and let go (Flick
   * mode). The moves are sent inside the page, in one task: a flick's speed
   * comes from the events' times, and moves sent one by one from the test
   * arrive as slowly as a busy machine lets them, which reads as a slow drag.
   */
  async flickQuarterTurn() {
    // On a phone the Spin tab sits below the wheel: bring the wheel back into view first.
    await this.canvas.scrollIntoViewIfNeeded();
    await this.canvas.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const r = box.width / 3;
      const send = (type: string, angle: number) =>
        node.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            cancelable: true,
            pointerId: 1,
            pointerType: 'mouse',
            isPrimary: true,
            button: type === 'pointermove' ? -1 : 0,
            buttons: type === 'pointerup' ? 0 : 1,
            clientX: cx + r * Math.cos(angle),
            clientY: cy + r * Math.sin(angle),
          }),
        );
      send('pointerdown', 0);
      for (let i = 1; i <= 6; i += 1) send('pointermove', (i / 6) * (Math.PI / 2));
      send('pointerup', Math.PI / 2);
    });
  }

  /** Spins with the button and returns the winner. */
  async spinOnce(): Promise<string> {
    await this.openTab('Spin');
    return this.spinWith(() => this.spinButton.click());
  }

  /** The colour painted just inside the rim, under the pointer, as #RRGGBB. */
  async colorUnderPointer(): Promise<string> {
    return this.canvas.evaluate((node) => {
      const canvas = node as HTMLCanvasElement;
      const ratio = canvas.width / canvas.clientWidth;
      const size = canvas.clientWidth;
      const radius = size / 2 - 18;
      const x = Math.round((size / 2 + radius - 30) * ratio);
      const y = Math.round((size / 2) * ratio);
      const [r, g, b] = canvas.getContext('2d')!.getImageData(x, y, 1, 1).data;
      return `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
    });
  }
}
