import { cloneElement, isValidElement, type ReactNode } from 'react';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { CoinFlipPage } from '@/app/_pages/coin-flip-page';
import { EmbedPage } from '@/app/_pages/embed-page';
import { HomePage } from '@/app/_pages/home-page';
import { VerifyPage } from '@/app/_pages/verify-page';
import { SiteDocument } from '@/components/layout/site-document';
import { formatMessage, type MessageValues } from '@/lib/i18n/format';
import { LANGUAGE_FACTS, LANGUAGES, pathIn, type Lang } from '@/lib/i18n/languages';
import { getMessages } from '@/lib/i18n/messages';
import { vectorsV2 } from '@/__tests__/lib/draw/vectors';
import { polyfillDialog } from '@/__tests__/support/dialog-polyfill';

/**
 * A page hands its client parts only the namespaces of texts it names in its <Texts>, inside the
 * site's own (the header's, the footer's, the toasts'); a part that reads another namespace breaks
 * that page. The rest of the suite reads English whatever namespace a part asks for (jest.setup.ts),
 * so here the real provider is used: each page with a tool is rendered as the site renders it, in
 * every language, and the parts that arrive late (the tabs, the winner card, the dialogs, the toasts,
 * the draw's report) are brought on screen.
 */
jest.unmock('@/components/i18n/use-t');
jest.unmock('@/components/i18n/language-provider');

// The usage guide's sections are MDX, compiled on the server with ES modules Jest does not load;
// their source as text stands in. The guide's own words are the page's and are still read.
jest.mock('@/components/content/page-mdx', () => ({
  PageMdx: ({ source }: { source: string }) => <div>{source}</div>,
}));

// The address each page is rendered at: the header's links and the language switcher read it.
let pathname = '/';
jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), usePathname: () => pathname }));

/** The errors the page logged: a part that cannot read its texts inside a panel's error boundary is logged there, not thrown. */
let loggedErrors: Error[] = [];

beforeAll(() => {
  polyfillDialog();
  // jsdom has no layout, no media queries and no canvas drawing; the pages only need them to exist.
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  HTMLCanvasElement.prototype.getContext = () => null;
  // A visitor who asked for less motion: the wheel spins without confetti, which needs a drawing canvas.
  window.matchMedia = jest.fn(
    (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
  // A draw record is checked with Web Crypto and text encoders, which jsdom lacks.
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  Object.assign(globalThis, { TextEncoder, TextDecoder });
});

beforeEach(() => {
  localStorage.clear();
  loggedErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    loggedErrors.push(...args.filter((arg): arg is Error => arg instanceof Error));
  });
});

afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
  jest.restoreAllMocks();
  // A missing namespace names itself in its error.
  expect(loggedErrors.map((error) => error.message)).toEqual([]);
});

/**
 * The page as the build renders it before it reaches the browser: its async server components
 * awaited (React cannot run them on the client), everything else left to React.
 */
async function serverRendered(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(serverRendered));
  if (!isValidElement<{ children?: ReactNode }>(node)) return node;
  if (typeof node.type === 'function' && node.type.constructor.name === 'AsyncFunction') {
    const component = node.type as (props: unknown) => Promise<ReactNode>;
    return serverRendered(await component(node.props));
  }
  const { children } = node.props;
  if (children === undefined) return node;
  const rendered = await serverRendered(children);
  return Array.isArray(rendered) ? cloneElement(node, undefined, ...rendered) : cloneElement(node, undefined, rendered);
}

/** Renders a page inside the site's document, in its language, at its address. */
async function renderPage(lang: Lang, path: string, page: ReactNode) {
  pathname = pathIn(lang, path);
  const body = await serverRendered(page);
  render(<SiteDocument lang={lang}>{body}</SiteDocument>, { container: document });
}

/**
 * A text of the language, by its key, from whichever namespace holds it: the page is driven by
 * what a visitor reads, while which namespace a text belongs to is what the page is tested for.
 */
function textIn(lang: Lang, key: string, values?: MessageValues): string {
  const found = new Set(
    Object.values(getMessages(lang)).flatMap((texts) => (key in texts ? [(texts as Record<string, string>)[key]!] : [])),
  );
  if (found.size !== 1) throw new Error(`The texts of ${lang} have ${found.size} different texts called "${key}"`);
  return formatMessage([...found][0]!, values, LANGUAGE_FACTS[lang].tag);
}

/** A text as Testing Library reads it on the page (`ByText`, toHaveTextContent): every run of white space, French typography's no-break spaces included, as one space. */
function shown(text: string): string {
  return text.replace(/\s+/g, ' ');
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens each tab of the page's tab lists in turn and waits for its panel, whose code may arrive late. */
async function openEveryTab(user: User) {
  for (const list of screen.getAllByRole('tablist')) {
    for (const tab of within(list).getAllByRole('tab')) {
      await user.click(tab);
      const panel = screen.getByRole('tabpanel', { name: tab.textContent ?? '' });
      await waitFor(() => expect(panel).not.toBeEmptyDOMElement());
    }
  }
}

/** Opens a dialog from the button named `opener` (which may come to life a moment after the page), waits for it (its code may arrive late) and closes it with Escape. */
async function openAndCloseDialog(user: User, opener: string) {
  await user.click(await screen.findByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).not.toBeEmptyDOMElement();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe.each(LANGUAGES)('the pages in %s', (lang) => {
  it('home: the wheel, its tabs, a spin with its winner card and toasts, and its dialogs', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderPage(lang, '/', HomePage({ lang }));
    await openAndCloseDialog(user, textIn(lang, 'openMenu'));
    await openAndCloseDialog(user, textIn(lang, 'addMany'));
    await openAndCloseDialog(user, textIn(lang, 'shareWheel'));
    await openEveryTab(user);

    // A spin from the wheel: the winner card and the toast that names the winner.
    const wheel = document.querySelector('canvas');
    if (!wheel) throw new Error('The home page shows no wheel');
    wheel.focus();
    await user.keyboard('{Enter}');
    act(() => jest.advanceTimersByTime(60_000));
    const card = await screen.findByRole('dialog', { name: textIn(lang, 'winnerCardTitle', { count: 1 }) });
    expect(await screen.findByText(shown(textIn(lang, 'winnerSelected')))).toBeInTheDocument();
    // Removing the winner offers Undo in a toast, whose button reads the site's texts, not the page's.
    await user.click(within(card).getByRole('button', { name: textIn(lang, 'removeWinners', { count: 1 }) }));
    expect(await screen.findByRole('button', { name: textIn(lang, 'undo') })).toBeInTheDocument();
  });

  it('coin flip: the coin, its tabs, and a flip listed in the results', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderPage(lang, '/coin-flip', CoinFlipPage({ lang }));
    await user.click(screen.getByRole('button', { name: textIn(lang, 'flipButton') }));
    act(() => jest.advanceTimersByTime(10_000));
    // The last tab is the results, with the flip listed.
    await openEveryTab(user);
    expect(await screen.findByRole('list', { name: textIn(lang, 'latestFlipsList') })).not.toBeEmptyDOMElement();
  });

  it('verify: the checker and the explanation, and a checked record with its report', async () => {
    const user = userEvent.setup();
    await renderPage(lang, '/verify', VerifyPage({ lang }));
    await user.click(screen.getByRole('textbox', { name: textIn(lang, 'recordLabel') }));
    await user.paste(JSON.stringify(vectorsV2[1].record));
    await user.click(screen.getByRole('button', { name: textIn(lang, 'checkButton') }));
    // The report's code arrives with the first check; its search answers an entrant.
    const search = await screen.findByRole('searchbox', undefined, { timeout: 5000 });
    await user.type(search, 'Zo\u00eb');
    expect(await within(screen.getByRole('search')).findAllByText('Zo\u00eb')).not.toHaveLength(0);
  });

  it('embed: only the wheel’s page, its message without a wheel, and the link back in its language', async () => {
    await renderPage(lang, '/embed', EmbedPage({ lang }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown(textIn(lang, 'noWheel')));
    expect(screen.getByRole('link', { name: textIn(lang, 'madeWith') })).toHaveAttribute('href', pathIn(lang, '/'));
    // Nothing of the site around it: no header, no footer.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
