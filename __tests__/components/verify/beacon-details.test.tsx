import { act, render, screen } from '@testing-library/react';
import { VerificationReportView } from '@/components/verify/verification-report';
import { announcementOfV3 } from '@/lib/draw/record-v3';
import type { VerificationReport } from '@/lib/draw/verify';
import type { FinishedDrawV2 } from '@/lib/draw/record';
import { vectorRecord } from '../../lib/draw/vectors-v3';

const ROUND_TIME = '2023-08-23T15:15:33.000Z';

function reportOf(overrides: Partial<VerificationReport>): VerificationReport {
  return { kind: 'verified', verified: true, checks: [], record: null, announcement: null, olderAlgorithm: false, failed: null, tooLarge: false, ...overrides };
}

describe('a version 3 record on /verify', () => {
  it('names the round, its publication time and signature, and says the announcement must have been public before that time', () => {
    render(<VerificationReportView report={reportOf({ beaconRecord: vectorRecord, version: 3, decidedAt: ROUND_TIME })} />);
    const note = screen.getByRole('region', { name: 'What no record can prove by itself' });
    expect(note).toHaveTextContent('drand round 123');
    expect(note).toHaveTextContent(/was public before .*2023/);
    expect(screen.getByText('Round').nextElementSibling).toHaveTextContent('123');
    expect(screen.getByText("Round's signature").nextElementSibling).toHaveTextContent(vectorRecord.beacon.signature);
    expect(screen.getByText('Beacon').nextElementSibling).toHaveTextContent('drand quicknet (League of Entropy)');
    expect(screen.getByRole('heading', { name: 'Winners in the order they were drawn' }).nextElementSibling).toHaveTextContent('Ana (position 0)Bo (position 1)');
    expect(screen.queryByRole('region', { name: 'Only as fair as its public seed' })).toBeNull();
  });
});

describe('a version 3 announcement on /verify', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down to the round, then offers "Check the winners now", saying first that it contacts drand\'s relays', () => {
    jest.useFakeTimers({ now: Date.parse('2023-08-23T15:14:30.000Z') });
    const announcement = announcementOfV3(vectorRecord);
    render(<VerificationReportView report={reportOf({ kind: 'announced', verified: false, beaconAnnouncement: announcement, version: 3, decidedAt: ROUND_TIME })} />);
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent('drand round 123');
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('1:03');
    expect(screen.queryByRole('button', { name: 'Check the winners now' })).toBeNull();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('0:03');
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check the winners now' })).toBeInTheDocument();
    expect(screen.getByText(/asks drand's public relays \(api\.drand\.sh, api2\.drand\.sh, api3\.drand\.sh, and drand\.cloudflare\.com\) for round 123/)).toBeInTheDocument();
  });

  it('writes days before the clock for a draw days ahead', () => {
    jest.useFakeTimers({ now: Date.parse('2023-08-21T14:15:32.000Z') });
    render(<VerificationReportView report={reportOf({ kind: 'announced', verified: false, beaconAnnouncement: announcementOfV3(vectorRecord), version: 3 })} />);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('2 days, 1:00:01');
  });
});

describe('the caution under a version 2 verdict', () => {
  const v2: FinishedDrawV2 = {
    algorithm: 'spinfair-draw-v2',
    title: 'Prize',
    entries: ['Ann', 'Bo'],
    winnersCount: 1,
    committedAt: '2026-11-23T10:00:00.000Z',
    commitment: 'a'.repeat(64),
    serverSeed: 'b'.repeat(64),
    publicSeed: '',
    winners: [{ position: 1, text: 'Bo' }],
    finishedAt: '2026-11-23T10:00:02.000Z',
  };

  it('says a version 2 draw is only as fair as its seed, and plainly when the seed is empty, the draw too quick, or its times ahead', () => {
    render(<VerificationReportView report={reportOf({ record: v2, version: 2, inFuture: [{ field: 'finishedAt', at: v2.finishedAt }] })} />);
    const caution = screen.getByRole('region', { name: 'Only as fair as its public seed' });
    expect(caution).toHaveTextContent('if the audience did not choose the public seed after the announcement, the host could have chosen it');
    expect(caution).toHaveTextContent('This draw has no public seed at all');
    expect(caution).toHaveTextContent('This draw ended 2 seconds after it was sealed');
    expect(caution).toHaveTextContent(/Its times lie in the future \(finishedAt: .*2026/);
  });

  it('adds nothing but the caution itself for a seed given minutes after the seal', () => {
    render(<VerificationReportView report={reportOf({ record: { ...v2, publicSeed: 'pineapple', finishedAt: '2026-11-23T10:05:00.000Z' }, version: 2, inFuture: [] })} />);
    const caution = screen.getByRole('region', { name: 'Only as fair as its public seed' });
    expect(caution).not.toHaveTextContent('no public seed');
    expect(caution).not.toHaveTextContent('after it was sealed');
    expect(caution).not.toHaveTextContent('future');
  });
});
