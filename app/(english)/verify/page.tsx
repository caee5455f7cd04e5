import type { Metadata } from 'next';
import { DrawChecker } from '@/components/verify/draw-checker';
import { DrawExplainer } from '@/components/verify/draw-explainer';
import { pageMetadata } from '@/lib/metadata';
import './print.css';

export const metadata: Metadata = pageMetadata({
  title: 'Verify a Draw',
  description:
    'Check a SpinFair giveaway yourself: open the verification link or the draw record and see whether the list and the winners match the commitment published before the draw.',
  path: '/verify',
});

export default function VerifyPage() {
  return (
    <article id="verify-page" className="mx-auto max-w-3xl space-y-10 px-4 py-10 md:py-14 print:space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-fg md:text-4xl print:text-2xl">Verify a draw</h1>
        <p className="mt-4 text-lg text-muted print:hidden">
          Was the giveaway fair? Give this page the draw record or its verification link, and it redoes the draw from the revealed seeds to
          confirm that the list and the winners are the ones sealed before the first spin. An announcement link, shared before the draw, shows
          the sealed list so entrants can check they are in it.
        </p>
        <noscript>
          <p className="mt-4 rounded-lg border border-amber-300 bg-note p-3 text-fg">
            Checking a record here needs JavaScript. Without it, the stand-alone checker at the end of this page does the same checks on your own
            computer.
          </p>
        </noscript>
      </header>
      <DrawChecker />
      <DrawExplainer />
    </article>
  );
}
