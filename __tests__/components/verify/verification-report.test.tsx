import { render, screen, within } from '@testing-library/react';
import { VerificationReportView } from '@/components/verify/verification-report';
import type { VerificationReport } from '@/lib/draw/verify';

const record = {
  algorithm: 'spinfair-draw-v1' as const,
  title: '<b>Prize</b> night',
  entries: ['Ann', '<img src=x>', 'Ann', 'Cy'],
  commitment: 'a'.repeat(64),
  serverSeed: 'b'.repeat(64),
  publicSeed: '',
  winners: [
    { position: 2, text: 'Ann' },
    { position: 1, text: '<img src=x>' },
  ],
  committedAt: '2026-11-23T10:00:00.000Z',
  finishedAt: '2026-11-23T10:05:00.000Z',
};

const report: VerificationReport = {
  verified: false,
  verdict: 'Not verified: the check "The winners follow from the seeds" failed. Winner 1 should be position 0.',
  failed: 'winners',
  record,
  checks: [
    { id: 'record', label: 'The record is readable', outcome: 'passed', detail: 'A complete record.' },
    { id: 'commitment', label: 'The commitment matches', outcome: 'passed', detail: 'Same fingerprint.' },
    { id: 'winners', label: 'The winners follow from the seeds', outcome: 'failed', detail: 'Winner 1 should be position 0.' },
  ],
};

describe('VerificationReportView', () => {
  it('lists each check with its outcome and detail', () => {
    render(<VerificationReportView report={report} />);
    const checks = within(screen.getByRole('heading', { name: 'Checks' }).parentElement as HTMLElement).getAllByRole('listitem');
    expect(checks.map((c) => c.textContent)).toEqual([
      '✓The record is readable: PassedA complete record.',
      '✓The commitment matches: PassedSame fingerprint.',
      '✗The winners follow from the seeds: FailedWinner 1 should be position 0.',
    ]);
  });

  it('marks the winners in the list by the order they won, telling duplicates apart by position', () => {
    render(<VerificationReportView report={report} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['0', 'Ann', ''],
      ['1', '<img src=x>', 'Winner 2'],
      ['2', 'Ann', 'Winner 1'],
      ['3', 'Cy', ''],
    ]);
  });

  it('shows the title and entries as plain text, never as markup', () => {
    const { container } = render(<VerificationReportView report={report} />);
    expect(screen.getByRole('heading', { level: 2, name: '<b>Prize</b> night' })).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('shows no list when the record could not be read', () => {
    render(<VerificationReportView report={{ ...report, record: null }} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
