import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultsTab } from '@/components/wheel/results/results-tab';
import { notify } from '@/components/ui/notify';
import { downloadText } from '@/lib/browser/download';
import type { WheelResult } from '@/lib/wheel/results/results';
import { resultsStore } from '@/lib/wheel/results/results-store';

jest.mock('@/lib/browser/download', () => ({ downloadText: jest.fn() }));
jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));

const NOW = new Date('2026-03-01T12:00:00.000Z');

function result(text: string, secondsAgo: number, index: number): WheelResult {
  return { id: `r${index}`, entry: { id: `e${index}`, text, color: '#4ECDC4' }, timestamp: new Date(NOW.getTime() - secondsAgo * 1000) };
}

/** Newest first, as the store keeps them. */
const RESULTS = [result('Tacos', 10, 3), result('Pizza', 5 * 60, 2), result('Sushi', 2 * 3600, 1)];
const SHARED_TEXT = 'Wheel spin results:\n1. Tacos\n2. Pizza\n3. Sushi';

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('ResultsTab', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    resultsStore.setState({ results: [] });
    jest.mocked(downloadText).mockClear();
    jest.mocked(notify).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the empty state and disables the actions when there are no results', () => {
    render(<ResultsTab />);
    expect(screen.getByText('No results yet. Spin the wheel to see results here!')).toBeInTheDocument();
    for (const name of ['Copy results', 'Export CSV', 'Clear results']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('says results are saved automatically for the session', () => {
    render(<ResultsTab />);
    expect(screen.getByText(/automatically saved during the session/)).toBeInTheDocument();
  });

  it('lists results newest first with their ages and the count', () => {
    resultsStore.setState({ results: RESULTS });
    render(<ResultsTab />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['TacosJust now', 'Pizza5m ago', 'Sushi2h ago']);
    expect(screen.getByText('3 results')).toBeInTheDocument();
  });

  it('counts one result in the singular and a day-old one in days', () => {
    resultsStore.setState({ results: [result('Tacos', 3 * 86_400, 1)] });
    render(<ResultsTab />);
    expect(screen.getByText('1 result')).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getByRole('listitem')).toHaveTextContent('3d ago');
  });

  it('writes a large count in plain digits', () => {
    resultsStore.setState({ results: Array.from({ length: 1000 }, (_, i) => result(`Entry ${i}`, 10, i)) });
    render(<ResultsTab />);
    expect(screen.getByText('1000 results')).toBeInTheDocument();
  });

  it('says which winner of a several-winner spin each result was, and exports the Draw column', async () => {
    const round = (place: number) => ({ ...result(`Winner ${place}`, 10, place), round: { id: 'd', place, of: 2 } });
    resultsStore.setState({ results: [round(2), round(1)] });
    render(<ResultsTab />);
    expect(screen.getByText('Winner 2 of 2 in one spin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = jest.mocked(downloadText).mock.calls[0]?.[1] ?? '';
    expect(csv.split('\r\n').map((row) => row.replace(/,"[^"]*Z",/, ',…,'))).toEqual([
      '"Position","Winner","Timestamp","Draw"',
      '1,"Winner 2",…,"Spin 1: winner 2 of 2"',
      '2,"Winner 1",…,"Spin 1: winner 1 of 2"',
      '',
    ]);
  });

  it("shows a pictured winner's picture, small, named by its text, and shares texts only", async () => {
    const picture = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
    const [tacos, ...rest] = RESULTS;
    resultsStore.setState({ results: [{ ...tacos!, entry: { ...tacos!.entry, image: picture } }, ...rest] });
    render(<ResultsTab />);
    const list = screen.getByRole('list');
    expect(within(list).getByRole('img', { name: 'Tacos' })).toHaveAttribute('src', picture);
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(jest.mocked(downloadText).mock.calls[0]?.[1]).not.toContain('data:');
  });

  it('keeps the ages current as time passes', () => {
    resultsStore.setState({ results: RESULTS });
    render(<ResultsTab />);
    act(() => jest.advanceTimersByTime(60_000));
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1m ago');
    expect(items[1]).toHaveTextContent('6m ago');
  });

  it('lets keyboard users focus the scrolling list', () => {
    resultsStore.setState({ results: RESULTS });
    render(<ResultsTab />);
    expect(screen.getByRole('region', { name: 'Results history' })).toHaveAttribute('tabindex', '0');
  });

  it('exports the results as wheel_results.csv and says so', async () => {
    resultsStore.setState({ results: RESULTS });
    render(<ResultsTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloadText).toHaveBeenCalledWith('wheel_results.csv', expect.stringMatching(/^"Position","Winner","Timestamp"\r\n1,"Tacos",/));
    expect(notify).toHaveBeenCalledWith({ title: 'Results Exported', description: 'Results have been downloaded as CSV file.' });
  });

  it('copies the share text to the clipboard when the browser cannot share', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard(writeText);
    resultsStore.setState({ results: RESULTS });
    render(<ResultsTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy results' }));
    expect(writeText).toHaveBeenCalledWith(SHARED_TEXT);
    expect(notify).toHaveBeenCalledWith({ title: 'Results Copied', description: 'Results copied to clipboard for sharing.' });
  });

  it('shows an error toast when copying is blocked', async () => {
    setClipboard(() => Promise.reject(new Error('denied')));
    resultsStore.setState({ results: RESULTS });
    render(<ResultsTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy results' }));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
  });

  describe('where the browser can share', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'share');
    });

    function setShare(share: (data: ShareData) => Promise<void>) {
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    }

    it('opens the share sheet with the share text', async () => {
      const share = jest.fn(() => Promise.resolve());
      setShare(share);
      resultsStore.setState({ results: RESULTS });
      render(<ResultsTab />);
      await userEvent.click(screen.getByRole('button', { name: 'Share results' }));
      expect(share).toHaveBeenCalledWith({ title: 'Wheel spin results', text: SHARED_TEXT });
      expect(notify).not.toHaveBeenCalled();
    });

    it('does nothing more when the visitor closes the share sheet', async () => {
      const writeText = jest.fn(() => Promise.resolve());
      setClipboard(writeText);
      setShare(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
      resultsStore.setState({ results: RESULTS });
      render(<ResultsTab />);
      await userEvent.click(screen.getByRole('button', { name: 'Share results' }));
      expect(writeText).not.toHaveBeenCalled();
    });

    it('falls back to copying when sharing fails', async () => {
      const writeText = jest.fn(() => Promise.resolve());
      setClipboard(writeText);
      setShare(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
      resultsStore.setState({ results: RESULTS });
      render(<ResultsTab />);
      await userEvent.click(screen.getByRole('button', { name: 'Share results' }));
      expect(writeText).toHaveBeenCalledWith(SHARED_TEXT);
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Results Copied' }));
    });
  });

  it('clears every result and moves focus to the empty state', async () => {
    resultsStore.setState({ results: RESULTS });
    render(<ResultsTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear results' }));
    expect(resultsStore.getState().results).toEqual([]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('No results yet. Spin the wheel to see results here!')).toHaveFocus();
  });
});

describe('ResultsTab with checkable draws', () => {
  const COMMITMENT = 'c'.repeat(64);
  beforeEach(() => resultsStore.setState({ results: [] }));

  it('marks a drawn result, then links it to its verification once the draw is finished', () => {
    resultsStore.getState().record({ id: 'draw-0', text: 'Ada', color: '#4ECDC4', visible: true }, NOW, { draw: { commitment: COMMITMENT } });
    resultsStore.getState().record({ id: 'x', text: 'Plain spin', color: '#4ECDC4', visible: true }, NOW);
    render(<ResultsTab />);
    expect(screen.getAllByText('Checkable draw')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Verify this draw' })).not.toBeInTheDocument();

    act(() => resultsStore.getState().linkDraw(COMMITMENT, '/verify#r=abc'));
    expect(screen.getByRole('link', { name: 'Verify this draw' })).toHaveAttribute('href', '/verify#r=abc');
  });
});
