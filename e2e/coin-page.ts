import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

export type CoinTab = 'Flip' | 'Customize' | 'Results';

/**
 * The coin flip page, found by the roles and accessible names a visitor's assistive technology uses. Page time
 * is paused after load, so a flip stays in the air until the test advances the
 * clock by the flip's duration: no race with a loaded machine, no waiting.
 */
export class CoinPage {
  /** The Duration slider's value, which is how long each flip stays in the air. */
  durationMs = 2000;
  readonly flipButton: Locator;
  readonly flippingButton: Locator;
  readonly result: Locator;
  readonly history: Locator;

  constructor(readonly page: Page) {
    this.flipButton = page.getByRole('button', { name: 'FLIP THE COIN!' });
    this.flippingButton = page.getByRole('button', { name: 'Flipping...' });
    this.result = page.getByText(/^Result: /);
    this.history = page.getByRole('list', { name: /latest flips/i });
  }

  async goto(): Promise<void> {
    await this.page.clock.install();
    await this.page.goto('/coin-flip');
    await this.loaded();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    this.durationMs = 2000;
    await this.loaded();
  }

  private async loaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Flip A Coin' })).toBeVisible();
    await this.pauseTime();
  }

  /** Stops page time a little ahead of now: the margin covers the time that flows until pauseAt arrives. */
  async pauseTime(): Promise<void> {
    const pageNowMs = await this.page.evaluate(() => Date.now());
    await this.page.clock.pauseAt(pageNowMs + 5_000);
  }

  /** axe schedules its work with timers, so it needs page time to run. */
  async resumeTime(): Promise<void> {
    await this.page.clock.resume();
  }

  /** Lets page time run until just before, then exactly at, the landing; checks the coin is in the air until then. */
  async land(inAirMs: number = this.durationMs): Promise<void> {
    await this.page.clock.runFor(inAirMs - 1);
    await expect(this.flippingButton).toBeDisabled();
    await expect(this.result).toBeHidden();
    await this.page.clock.runFor(1);
    await expect(this.flipButton).toBeEnabled();
    await expect(this.result).toBeVisible();
  }

  async openTab(name: CoinTab): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
    await expect(this.page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }

  /** Sets the Duration slider to its minimum, 1 second, from the keyboard. */
  async useShortestDuration(): Promise<void> {
    await this.openTab('Flip');
    const duration = this.page.getByRole('slider', { name: 'Duration' });
    await duration.focus();
    await duration.press('Home');
    await expect(duration).toHaveValue('1000');
    this.durationMs = 1000;
  }

  /** Types both side labels on the Customize tab. */
  async setLabels(heads: string, tails: string): Promise<void> {
    await this.openTab('Customize');
    await this.page.getByRole('textbox', { name: 'Heads label' }).fill(heads);
    await this.page.getByRole('textbox', { name: 'Tails label' }).fill(tails);
  }

  /** One flip from click to landing; returns the label it landed on. */
  async flip(): Promise<string> {
    await this.flipButton.click();
    await expect(this.flippingButton).toBeDisabled();
    await this.land();
    return this.resultLabel();
  }

  async resultLabel(): Promise<string> {
    const text = (await this.result.textContent()) ?? '';
    return text.replace(/^Result: /, '').trim();
  }

  /** The Heads and Tails counts and percentages as the Results tab shows them. */
  async counts(): Promise<{ heads: number; headsPercent: number; tails: number; tailsPercent: number }> {
    const read = async (side: 'Heads' | 'Tails') => {
      const text = (await this.page.getByText(new RegExp(`^${side}: \\d+ \\(\\d+%\\)$`)).textContent()) ?? '';
      const [, count, percent] = /: (\d+) \((\d+)%\)/.exec(text) ?? [];
      return [Number(count), Number(percent)] as const;
    };
    const [heads, headsPercent] = await read('Heads');
    const [tails, tailsPercent] = await read('Tails');
    return { heads, headsPercent, tails, tailsPercent };
  }

  /** Clicks Download CSV and returns the file name and its text (without the byte-order mark). */
  async downloadCsv(): Promise<{ fileName: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    const path = await file.path();
    const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
    return { fileName: file.suggestedFilename(), text };
  }
}
