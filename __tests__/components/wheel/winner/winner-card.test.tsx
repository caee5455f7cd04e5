import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WheelTool } from '@/components/wheel/wheel-tool';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { entriesStore } from '@/lib/wheel/entries/entries-store';
import { hostingStore } from '@/lib/wheel/hosting/hosting-store';
import { resultsStore } from '@/lib/wheel/results/results-store';

// Every spin draws from a fixed seed, so a run of this file always lands the same way.
jest.mock('@/lib/random', () => {
  const actual = jest.requireActual('@/lib/random');
  return { ...actual, cryptoSource: actual.seededSource(20_260_203) };
});
// Confetti draws on a canvas, which jsdom cannot draw on; the card is what is tested here.
jest.mock('@/components/wheel/winner/confetti', () => ({ fireConfetti: jest.fn() }));

const ADA: WheelEntry = { id: '1', text: 'Ada', color: '#FF6B6B', visible: true };
const GRACE: WheelEntry = { id: '2', text: 'Grace', color: '#4ECDC4', visible: true };

let stopBlurring: () => void = () => {};

beforeAll(() => {
  // jsdom has no layout, no media queries and no canvas drawing; the wheel only needs them to exist.
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia = jest.fn(() => ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
  HTMLCanvasElement.prototype.getContext = () => null;
});

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  // One winner a spin, kept after it: the settings a test changes do not carry into the next.
  hostingStore.getState().reset();
  // A browser moves focus to the page body when the focused control is disabled (the spin button
  // while the wheel turns). jsdom leaves it on the control and will not blur a disabled one, so
  // here the control is enabled for a moment to be blurred, as the browser would move focus.
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLButtonElement) || !active.disabled) return;
    active.disabled = false;
    active.blur();
    active.disabled = true;
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  stopBlurring = () => observer.disconnect();
});

afterEach(() => {
  stopBlurring();
  jest.useRealTimers();
});

/** The wheel tool with these entries, its Spin tab open and its spin button ready. */
async function openWheel(entries: readonly WheelEntry[]) {
  entriesStore.getState().replace(entries);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<WheelTool />);
  // The side tabs come to life a moment after the wheel.
  await user.click(await screen.findByRole('tab', { name: 'Spin' }));
  // The tab's code arrives late, and the button answers once the stored wheel is read.
  const spinButton = await screen.findByRole('button', { name: 'SPIN THE WHEEL!' });
  await waitFor(() => expect(spinButton).toBeEnabled());
  return { user, spinButton, wheel: screen.getByRole('img', { name: /^Picker wheel with/ }) };
}

/** Lets the wheel turn, a tenth of a second at a time, until `done` (a spin at the default speeds takes a few seconds). */
async function turnUntil(done: () => boolean) {
  for (let turned = 0; !done(); turned += 100) {
    if (turned > 60_000) throw new Error('The wheel was still turning after a minute');
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
  }
}

/** Presses Enter on `control`, as a keyboard user starting a spin, and waits for the winner card. */
async function spinFrom(user: ReturnType<typeof userEvent.setup>, control: HTMLElement) {
  control.focus();
  await user.keyboard('{Enter}');
  await turnUntil(() => screen.queryByRole('dialog') !== null);
  return screen.getByRole('dialog');
}

const visibleTexts = () => entriesStore.getState().entries.filter((entry) => entry.visible).map((entry) => entry.text);

describe('the winner card', () => {
  it('shows nothing before a spin', async () => {
    await openWheel([ADA, GRACE]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows a pictured winner's picture named by its text, and the result keeps it", async () => {
    const picture = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
    const { user, spinButton } = await openWheel([{ ...ADA, image: picture }]);
    const card = await spinFrom(user, spinButton);
    expect(within(card).getByRole('img', { name: 'Ada' })).toHaveAttribute('src', picture);
    expect(resultsStore.getState().results[0]?.entry.image).toBe(picture);
  });

  it('names the winner as text, not markup, in a dialog called "Winner"', async () => {
    const { user, spinButton } = await openWheel([{ ...ADA, text: '<b>Ada</b> \u202Eevil' }]);
    const card = await spinFrom(user, spinButton);
    expect(card).toHaveAccessibleName('Winner');
    expect(card.querySelector('bdi')).toHaveTextContent('<b>Ada</b> \u202Eevil');
    expect(card.querySelector('b')).toBeNull();
  });

  it('gives focus back to the spin button when Escape closes it after a keyboard spin', async () => {
    const { user, spinButton } = await openWheel([ADA, GRACE]);
    await spinFrom(user, spinButton);
    // The button was disabled while the wheel turned, and the card does not take focus.
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spinButton).toHaveFocus();
  });

  it('gives focus back to the spin button when its Close button closes it', async () => {
    const { user, spinButton } = await openWheel([ADA, GRACE]);
    const card = await spinFrom(user, spinButton);
    await user.click(within(card).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spinButton).toHaveFocus();
  });

  it('gives focus back to the wheel after a spin started on the wheel', async () => {
    const { user, wheel } = await openWheel([ADA, GRACE]);
    const card = await spinFrom(user, wheel);
    await user.click(within(card).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(wheel).toHaveFocus();
  });

  it('hides the winner from the wheel, then puts focus back on the spin button', async () => {
    const { user, spinButton } = await openWheel([ADA, GRACE]);
    const card = await spinFrom(user, spinButton);
    const winner = card.querySelector('bdi')?.textContent;
    await user.click(within(card).getByRole('button', { name: 'Hide winner' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(visibleTexts()).toEqual(['Ada', 'Grace'].filter((text) => text !== winner));
    expect(spinButton).toHaveFocus();
  });

  it('removes the winner from the list, then puts focus back on the spin button', async () => {
    const { user, spinButton } = await openWheel([ADA, GRACE]);
    const card = await spinFrom(user, spinButton);
    const winner = card.querySelector('bdi')?.textContent;
    await user.click(within(card).getByRole('button', { name: 'Remove winner' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(entriesStore.getState().entries.map((entry) => entry.text)).toEqual(['Ada', 'Grace'].filter((text) => text !== winner));
    expect(spinButton).toHaveFocus();
  });

  it('leaves focus where it is and stays open on Escape while a text field is being typed in', async () => {
    const { user, spinButton } = await openWheel([ADA, GRACE]);
    await spinFrom(user, spinButton);
    const title = screen.getByRole('textbox', { name: 'Wheel title' });
    await user.click(title);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Winner' })).toBeInTheDocument();
    expect(title).toHaveFocus();
  });

  it('leaves the spin button working, and the next spin clears it away', async () => {
    const { user, spinButton } = await openWheel([ADA, GRACE]);
    await spinFrom(user, spinButton);
    spinButton.focus();
    await user.keyboard('{Enter}');
    expect(spinButton).toHaveTextContent('Spinning...');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the winners of a press that draws several, in the order they were drawn', async () => {
    const { user, spinButton } = await openWheel([ADA, GRACE]);
    const perSpin = screen.getByRole('spinbutton', { name: 'Winners per spin' });
    await user.clear(perSpin);
    await user.type(perSpin, '2');
    spinButton.focus();
    await user.keyboard('{Enter}');
    // The line under the wheel names each winner as the wheel stops on it.
    const stops: string[] = [];
    await turnUntil(() => {
      const line = screen.queryAllByText(/^Winner:/)[0]?.textContent?.replace(/^Winner: /, '');
      if (line !== undefined && line !== stops.at(-1)) stops.push(line);
      return screen.queryByRole('dialog') !== null;
    });
    const card = screen.getByRole('dialog', { name: 'Winners' });
    const listed = Array.from(within(card).getAllByRole('listitem'), (item) => item.textContent);
    expect(stops).toEqual(listed);
    expect(new Set(listed)).toEqual(new Set(['Ada', 'Grace']));
    expect(within(card).getByRole('button', { name: 'Hide winners' })).toBeInTheDocument();
  });
});
