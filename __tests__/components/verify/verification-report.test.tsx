import { render, screen, within } from '@testing-library/react';
import { VerificationReportView } from '@/components/verify/verification-report';
import { FULL_LIST_MAX } from '@/components/verify/record-entries';
import type { Announcement, CancelledDraw, DrawRecordV1, FinishedDrawV2 } from '@/lib/draw/record';
import { formatMoment } from '@/lib/i18n/moments';
import type { CheckResult, VerificationReport } from '@/lib/draw/verify';

const HEX_A = 'a'.repeat(64);
const HEX_B = 'b'.repeat(64);

const finished: FinishedDrawV2 = {
  algorithm: 'spinfair-draw-v2',
  title: '<b>Prize</b> night',
  entries: ['Ann', '<img src=x>', 'Ann', 'Cy'],
  winnersCount: 2,
  committedAt: '2026-11-23T10:00:00.000Z',
  commitment: HEX_A,
  serverSeed: HEX_B,
  publicSeed: 'pineapple',
  winners: [
    { position: 2, text: 'Ann' },
    { position: 1, text: '<img src=x>' },
  ],
  finishedAt: '2026-11-23T10:05:00.000Z',
};

const passed: CheckResult[] = [
  { id: 'record', outcome: 'passed', detail: { code: 'recordRead', cancelled: false, title: finished.title, entries: 4, winners: 2 } },
  { id: 'commitment', outcome: 'passed', detail: { code: 'commitmentMatches', version: 2, entries: 4 } },
  { id: 'winners', outcome: 'passed', detail: { code: 'winnersMatch', winners: 2 } },
];

function reportOf(overrides: Partial<VerificationReport>): VerificationReport {
  return {
    kind: 'verified',
    verified: true,
    checks: passed,
    record: finished,
    announcement: null,
    olderAlgorithm: false,
    failed: null,
    tooLarge: false,
    ...overrides,
  };
}

const notVerified = reportOf({
  kind: 'not-verified',
  verified: false,
  failed: 'winners',
  checks: [
    passed[0]!,
    passed[1]!,
    { id: 'winners', outcome: 'failed', detail: { code: 'wrongWinner', winner: 1, expected: { position: 0, text: 'Ann' }, claimed: { position: 2, text: 'Ann' } } },
  ],
});

const announcement: Announcement = {
  algorithm: 'spinfair-draw-v2',
  title: 'Raffle',
  entries: ['Ana', 'Bruno', 'Zoë'],
  winnersCount: 1,
  committedAt: '2026-11-23T09:00:00.000Z',
  commitment: HEX_A,
};

const announced = reportOf({
  kind: 'announced',
  verified: false,
  record: null,
  announcement,
  checks: [
    { id: 'record', outcome: 'passed', detail: { code: 'announcementRead', title: 'Raffle', entries: 3, winnersCount: 1 } },
    { id: 'commitment', outcome: 'not-checked', detail: { code: 'afterDraw' } },
    { id: 'winners', outcome: 'not-checked', detail: { code: 'afterDraw' } },
  ],
});

const cancelledRecord: CancelledDraw = {
  ...finished,
  winnersCount: 3,
  winners: [finished.winners[0]!],
  cancelledAt: '2026-11-23T10:03:00.000Z',
};
const cancelled = reportOf({
  kind: 'cancelled',
  verified: false,
  record: cancelledRecord,
});

const v1Record: DrawRecordV1 = {
  algorithm: 'spinfair-draw-v1',
  title: 'Book club pick',
  entries: ['Alice', 'Bob', 'Carol'],
  commitment: HEX_A,
  serverSeed: HEX_B,
  publicSeed: 'lottery 7 14',
  winners: [{ position: 2, text: 'Carol' }],
  committedAt: '2026-11-20T18:00:00.000Z',
  finishedAt: '2026-11-20T18:05:00.000Z',
};

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}


/** The detail named `term` shows the record's time as the visitor reads it, and keeps the exact ISO time as the element's data. */
function expectMoment(term: string, iso: string) {
  const time = screen.getByText(term).nextElementSibling?.querySelector('time');
  expect(time).toHaveAttribute('datetime', iso);
  expect(time).toHaveTextContent(formatMoment(iso, 'en'));
  expect(time).not.toHaveTextContent(iso);
}

describe('VerificationReportView', () => {
  it('lists each check with its outcome and detail', () => {
    render(<VerificationReportView report={notVerified} />);
    const checks = within(screen.getByRole('heading', { name: 'Checks' }).parentElement as HTMLElement).getAllByRole('listitem');
    expect(checks.map((c) => c.textContent)).toEqual([
      '✓The record is readable and follows spinfair-draw-v3, spinfair-draw-v2 or spinfair-draw-v1: PassedA complete record of "<b>Prize</b> night": 4 entries, 2 winners.',
      '✓Everything committed matches the commitment: PassedSHA-256 of the server seed, the time, the number of winners, the title and the 4 entries gives the published commitment.',
      '✗The winners follow from the seeds: FailedWinner 1 should be position 0 ("Ann"), but the record says position 2 ("Ann").',
    ]);
  });

  it('marks the winners in the list by the order they won, telling duplicates apart by position', () => {
    render(<VerificationReportView report={reportOf({})} />);
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['0', 'Ann', ''],
      ['1', '<img src=x>', 'Winner 2'],
      ['2', 'Ann', 'Winner 1'],
      ['3', 'Cy', ''],
    ]);
    const winners = within(screen.getByRole('heading', { name: 'Winners in the order they were drawn' }).parentElement as HTMLElement);
    expect(winners.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ann (position 2)', '<img src=x> (position 1)']);
  });

  it('shows the title, entries and seeds as plain text in their own direction, never as markup', () => {
    const { container } = render(<VerificationReportView report={reportOf({})} />);
    expect(screen.getByRole('heading', { level: 2, name: '<b>Prize</b> night' })).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
    expect(within(screen.getByRole('table')).getByText('<img src=x>').tagName).toBe('BDI');
  });

  it('shows the commitment, both seeds and both times of a finished record', () => {
    render(<VerificationReportView report={reportOf({})} />);
    expect(screen.getByText('Server seed').nextElementSibling).toHaveTextContent(HEX_B);
    expect(screen.getByText('Commitment').nextElementSibling).toHaveTextContent(HEX_A);
    expect(screen.getByText('Public seed').nextElementSibling).toHaveTextContent('pineapple');
    expectMoment('Committed', '2026-11-23T10:00:00.000Z');
    expectMoment('Finished', '2026-11-23T10:05:00.000Z');
    expect(screen.getByText('Winners').nextElementSibling).toHaveTextContent('2 drawn of 2 sealed');
  });

  it('shows no list when the record could not be read', () => {
    render(<VerificationReportView report={{ ...notVerified, record: null }} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('says an announcement is not drawn yet and what the audience should do, with the list, the winners to draw, the time and the commitment', () => {
    render(<VerificationReportView report={announced} link="https://spinfair.test/verify#a=abc" />);
    const steps = screen.getByRole('region', { name: 'What to do before the draw' });
    expect(steps).toHaveTextContent("Agree a public seed from outside the host's control");
    expect(steps).toHaveTextContent('Keep this link to check later');
    expect(within(steps).getByRole('button', { name: 'Copy announcement link' })).toBeInTheDocument();
    expect(screen.getByText('Winners to draw').nextElementSibling).toHaveTextContent('1');
    expectMoment('Committed', '2026-11-23T09:00:00.000Z');
    expect(screen.getByText('Commitment').nextElementSibling).toHaveTextContent(HEX_A);
    expect(rowsOf(screen.getByRole('table'))).toEqual([['0', 'Ana'], ['1', 'Bruno'], ['2', 'Zoë']]);
    expect(screen.getByRole('table')).toHaveAccessibleName('The list: 3 entries, 1 winner to draw');
    expect(screen.getByRole('searchbox', { name: 'Find an entrant' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Verified');
  });

  it('says a cancelled draw was cancelled, lists the winners drawn before it, and never says "Verified"', () => {
    render(<VerificationReportView report={cancelled} />);
    expect(screen.getByRole('region', { name: 'This draw was cancelled' })).toHaveTextContent('after 1 winner of 3');
    expectMoment('Cancelled', '2026-11-23T10:03:00.000Z');
    expect(screen.getByRole('heading', { name: 'Winners drawn before the draw was cancelled' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Verified');
  });

  it('notes that a version 1 record uses the older algorithm, which did not commit to the title, time or number of winners', () => {
    render(<VerificationReportView report={reportOf({ record: v1Record, olderAlgorithm: true })} />);
    const note = screen.getByRole('region', { name: 'An older algorithm' });
    expect(note).toHaveTextContent('spinfair-draw-v1');
    expect(note).toHaveTextContent('did not commit to the title, the time or the number of winners');
  });

  it('says an input too large to open was not opened, and shows nothing from it', () => {
    const report = reportOf({
      kind: 'not-verified',
      verified: false,
      record: null,
      tooLarge: true,
      failed: 'record',
      checks: [
        { id: 'record', outcome: 'failed', detail: { code: 'unreadable', problem: { code: 'tooLarge', source: 'verification', maxEntries: 100_000 } } },
        { id: 'commitment', outcome: 'not-checked', detail: { code: 'notRead' } },
        { id: 'winners', outcome: 'not-checked', detail: { code: 'notRead' } },
      ],
    });
    render(<VerificationReportView report={report} />);
    expect(screen.getByRole('region', { name: 'Too large to open' })).toHaveTextContent(
      'This input holds more than a draw of 100,000 entries can, so the page stopped reading it and shows nothing from it.',
    );
    expect(screen.getByText(/^The verification link is too large: it unpacks to more than a draw record of 100,000 entries can hold/)).toBeInTheDocument();
    expect(screen.getAllByText('Not checked: the record could not be read.')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('prints a QR code of a short link and says when a link is too long for one', () => {
    const { rerender } = render(<VerificationReportView report={reportOf({})} link="https://spinfair.test/verify#r=abc" />);
    expect(screen.getByTestId('print-link').querySelector('svg[aria-label="QR code of the verification link"] path')).not.toBeNull();
    rerender(<VerificationReportView report={reportOf({})} link={`https://spinfair.test/verify#r=${'x'.repeat(3000)}`} />);
    expect(screen.getByTestId('print-link').querySelector('svg')).toBeNull();
    expect(screen.getByTestId('print-link')).toHaveTextContent('too long for a QR code');
  });

  it('renders only the rows in view of a long list, and tells assistive technology the whole count and each row’s place', () => {
    const entries = Array.from({ length: 100_000 }, (_, i) => `Ticket ${i + 1}`);
    const record: FinishedDrawV2 = { ...finished, entries, winnersCount: 1, winners: [{ position: 5, text: 'Ticket 6' }] };
    render(<VerificationReportView report={reportOf({ record })} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '100001');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(FULL_LIST_MAX);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rows[5]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', 'Ticket 6', 'Winner 1']);
  });
});
