import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DrawChecker } from '@/components/verify/draw-checker';
import type { CheckedInput } from '@/lib/draw/check-input';
import type { VerificationReport } from '@/lib/draw/verify';

// The worker is the browser's; here each check is answered by hand, in any order.
const pending: { input: string; answer: (checked: CheckedInput) => void }[] = [];
jest.mock('@/lib/draw/run-check', () => ({
  checkInBackground: (input: string) => new Promise<CheckedInput>((answer) => pending.push({ input, answer })),
}));

/** An answer of the kind given; a "not-verified" one says the checks broke down with `error`. */
function answered(kind: VerificationReport['kind'], error = ''): CheckedInput {
  const report: VerificationReport = { kind, verified: kind === 'verified', checks: [], record: null, announcement: null, olderAlgorithm: false, failed: null, tooLarge: false };
  return { report: kind === 'not-verified' ? { ...report, brokeDown: error } : report, link: null };
}

afterEach(() => {
  pending.length = 0;
  window.location.hash = '';
});

describe('DrawChecker', () => {
  it('says "Checking…" until the check answers, then shows the verdict', async () => {
    const user = userEvent.setup();
    render(<DrawChecker />);
    await user.type(screen.getByRole('textbox', { name: 'Draw record' }), 'some record');
    await user.click(screen.getByRole('button', { name: 'Check record' }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking…');
    expect(pending.map((p) => p.input)).toEqual(['some record']);
    await act(async () => pending[0]!.answer(answered('verified')));
    expect(screen.getByRole('status')).toHaveTextContent(/^Verified$/);
  });

  it('keeps the newest answer when an older check finishes after it', async () => {
    const user = userEvent.setup();
    render(<DrawChecker />);
    const box = screen.getByRole('textbox', { name: 'Draw record' });
    await user.type(box, 'first');
    await user.click(screen.getByRole('button', { name: 'Check record' }));
    await user.clear(box);
    await user.type(box, 'second');
    await user.click(screen.getByRole('button', { name: 'Check record' }));
    await act(async () => pending[1]!.answer(answered('not-verified', 'second')));
    await act(async () => pending[0]!.answer(answered('not-verified', 'first')));
    expect(screen.getByRole('status')).toHaveTextContent('Not verified: this browser could not finish the checks (second).');
  });

  it('checks an announcement or a record carried in the address fragment', async () => {
    // As when the page opens on the link: the fragment is in place before the checker mounts.
    await new Promise((arrived) => {
      window.addEventListener('hashchange', arrived, { once: true });
      window.location.hash = '#a=abc';
    });
    render(<DrawChecker />);
    expect(pending.map((p) => p.input)).toEqual(['#a=abc']);
    await act(async () => pending[0]!.answer(answered('announced')));
    expect(screen.getByRole('status')).toHaveTextContent('Announced, not yet drawn');
  });
});
