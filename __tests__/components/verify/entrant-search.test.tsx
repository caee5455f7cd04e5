import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EntrantSearch } from '@/components/verify/entrant-search';
import { findEntrant, looseForm, MAX_LISTED_MATCHES, winnerNumbers } from '@/lib/draw/find-entrant';

const ENTRIES = ['Ana', 'Bruno', 'Zoe\u0308'.normalize('NFC'), 'Ana', 'ana', 'Mei  李', 'سلام', 'Ticket 1'];
// Ana at position 3 won first, Bruno second.
const WINNERS = winnerNumbers([
  { position: 3, text: 'Ana' },
  { position: 1, text: 'Bruno' },
]);

function search(typed: string, entries: readonly string[] = ENTRIES) {
  return findEntrant(typed, { entries, winners: WINNERS, looseEntries: () => entries.map(looseForm) });
}

describe('findEntrant', () => {
  it('finds every place of an exact text, with whether it won, and counts entries that differ only in capitals', () => {
    expect(search('Ana')).toEqual({
      kind: 'exact',
      query: 'Ana',
      total: 2,
      looseOnly: 1,
      matches: [
        { position: 0, text: 'Ana', winnerNumber: null },
        { position: 3, text: 'Ana', winnerNumber: 1 },
      ],
    });
  });

  it('compares in NFC, as the draw commits texts: a decomposed accent finds the composed entry', () => {
    const found = search('Zoe\u0308');
    expect(found).toMatchObject({ kind: 'exact', query: 'Zoë', total: 1 });
  });

  it('falls back to ignoring capitals and spacing, and says the match is not exact', () => {
    expect(search('  BRUNO ')).toMatchObject({ kind: 'loose', total: 1, matches: [{ position: 1, text: 'Bruno', winnerNumber: 2 }] });
    expect(search('mei 李')).toMatchObject({ kind: 'loose', matches: [{ position: 5 }] });
  });

  it('says a text is absent, and nothing at all for an empty or blank box', () => {
    expect(search('Zed')).toEqual({ kind: 'absent', query: 'Zed' });
    expect(search('')).toEqual({ kind: 'empty' });
    expect(search('   ')).toEqual({ kind: 'empty' });
  });

  it('lists at most a few places of a text repeated many times, and counts them all', () => {
    const entries = Array.from({ length: 50 }, () => 'Same');
    const found = search('Same', entries);
    expect(found).toMatchObject({ kind: 'exact', total: 50 });
    expect(found.kind === 'exact' && found.matches).toHaveLength(MAX_LISTED_MATCHES);
  });

  // How fast is bench/verify-large.mjs's to print; a timed assertion here would fail on a busy machine.
  it('answers for a list of 100,000 entries, to the last one', () => {
    const entries = Array.from({ length: 100_000 }, (_, i) => `Ticket ${i + 1}`);
    expect(search('ticket 99999', entries)).toMatchObject({ kind: 'loose', matches: [{ position: 99_998 }] });
    expect(search('Ticket 100000', entries)).toMatchObject({ kind: 'exact', matches: [{ position: 99_999 }] });
  });
});

describe('EntrantSearch', () => {
  it('says whether a typed name is in the draw, where, and whether it won', async () => {
    const user = userEvent.setup();
    render(<EntrantSearch entries={ENTRIES} winners={WINNERS} stage="finished" />);
    const box = screen.getByRole('searchbox', { name: 'Find an entrant' });

    await user.type(box, 'Ana');
    expect(await screen.findByText(/is in this draw, exactly as typed, at 2 places/)).toBeInTheDocument();
    expect(screen.getByText(/Position 0:/)).toHaveTextContent('Position 0: Ana (did not win)');
    expect(screen.getByText(/Position 3:/)).toHaveTextContent('Position 3: Ana (won: winner 1)');
    expect(screen.getByText(/1 other entry differs from it only in capitals or spacing/)).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'Zed');
    expect(await screen.findByText(/is not in this draw/)).toHaveTextContent('“Zed” is not in this draw, not even ignoring capitals and spacing.');

    await user.clear(box);
    await user.type(box, 'bruno');
    expect(await screen.findByText(/is not in this draw exactly as typed/)).toBeInTheDocument();
    expect(screen.getByText(/Position 1:/)).toHaveTextContent('Position 1: Bruno (won: winner 2)');
  });

  it('on an announcement, finds entrants before the draw and says nothing is drawn yet', async () => {
    const user = userEvent.setup();
    render(<EntrantSearch entries={ENTRIES} winners={new Map()} stage="announced" />);
    await user.type(screen.getByRole('searchbox', { name: 'Find an entrant' }), 'سلام');
    expect(await screen.findByText(/is in this draw/)).toBeInTheDocument();
    expect(screen.getByText(/Position 6:/)).toHaveTextContent('(not drawn yet)');
  });

  it('shows typed markup as text', async () => {
    const user = userEvent.setup();
    const { container } = render(<EntrantSearch entries={['<img src=x>']} winners={new Map()} stage="finished" />);
    await user.type(screen.getByRole('searchbox', { name: 'Find an entrant' }), '<img src=x>');
    expect(await screen.findByText(/is in this draw/)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
