'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DrawWinner } from '@/lib/draw/algorithm';
import { DRAND_RELAYS } from '@/lib/draw/beacon';
import { checkWinnersNow } from '@/lib/draw/check-now';
import type { AnnouncementV3 } from '@/lib/draw/record-v3';
import { pageMayConnectTo } from '@/lib/browser/connect-policy';
import { LANGUAGE_FACTS } from '@/lib/i18n/languages';
import { Button } from '@/components/ui/button';
import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { Winners } from '@/components/verify/report-parts';

type Step =
  | { step: 'ready' }
  | { step: 'asking' }
  | { step: 'failed'; notYet: boolean }
  | { step: 'done'; relay: string; winners: DrawWinner[] };

/** Session key naming the announcement (by its commitment) whose check was asked for just before the page reloaded itself. */
const ASKED_KEY = 'spinfair-check-winners-now';

function rememberAsked(commitment: string): void {
  try {
    sessionStorage.setItem(ASKED_KEY, commitment);
  } catch {
    // Storage refused: the visitor presses the button once more after the reload.
  }
}

function takeAsked(commitment: string): boolean {
  try {
    const asked = sessionStorage.getItem(ASKED_KEY) === commitment;
    sessionStorage.removeItem(ASKED_KEY);
    return asked;
  } catch {
    return false;
  }
}

/**
 * "Check the winners now" on a version 3 announcement whose round is out: it
 * asks drand's relays for the round (the page says so before the press),
 * checks the signature, and shows the winners without waiting for the host.
 * Nothing else ever stands in for the round: a failure says so and offers to
 * try again.
 */
interface CheckWinnersNowProps {
  announcement: AnnouncementV3;
  /** The announcement's link, put in the address before the page reloads itself so the reloaded page opens it. */
  link: string | null;
}

export function CheckWinnersNow({ announcement, link }: CheckWinnersNowProps) {
  const t = useT('verify');
  const tag = LANGUAGE_FACTS[useLang()].tag;
  const [state, setState] = useState<Step>({ step: 'ready' });
  const running = useRef<AbortController | null>(null);
  const { round } = announcement.beacon;
  const relays = useMemo(() => new Intl.ListFormat(tag, { type: 'conjunction' }).format(DRAND_RELAYS.map((relay) => new URL(relay).host)), [tag]);

  const check = useCallback(async () => {
    // A page reached through a link inside the site keeps the policy of the page first loaded, which may not allow the relays.
    if (!pageMayConnectTo(DRAND_RELAYS)) {
      rememberAsked(announcement.commitment);
      // A pasted announcement is not in the address yet: put it there, so the reloaded page opens it again.
      if (link) window.history.replaceState(window.history.state, '', link);
      window.location.reload();
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ step: 'asking' });
    const found = await checkWinnersNow(announcement, { signal: controller.signal });
    if (controller.signal.aborted) return;
    if (found.ok) setState({ step: 'done', relay: new URL(found.relay).host, winners: found.winners });
    else setState({ step: 'failed', notYet: found.reason === 'notYetPublished' });
  }, [announcement, link]);

  useEffect(() => {
    // The round's check needs the curve's code: fetched while the visitor reads what the button will do.
    void import('@/lib/draw/beacon-signature').catch(() => undefined);
  }, []);

  useEffect(() => {
    // Asked for just before the page reloaded itself to allow the relays: carried on once the page is up.
    if (takeAsked(announcement.commitment)) void Promise.resolve().then(check);
    return () => running.current?.abort();
  }, [announcement.commitment, check]);

  return (
    <section aria-labelledby="check-now-heading" className="space-y-3 rounded-xl border border-brand-600 bg-surface p-4 text-sm text-fg print:hidden">
      <h3 id="check-now-heading" className="text-base font-bold">
        {t('roundIsOut', { round: String(round) })}
      </h3>
      {state.step === 'done' ? null : (
        <>
          <p>{t('checkNowIntro', { relays, round: String(round) })}</p>
          <Button size="md" onClick={() => void check()} disabled={state.step === 'asking'}>
            {t('checkNowButton')}
          </Button>
        </>
      )}
      {state.step === 'asking' ? <p role="status">{t('checkNowFetching', { round: String(round) })}</p> : null}
      {state.step === 'failed' ? (
        <div role="alert" className="space-y-2 rounded-lg border border-red-400 bg-red-50 p-3 text-red-900">
          <p>{state.notYet ? t('checkNowNotYet', { round: String(round) }) : t('checkNowFailed')}</p>
          <Button variant="secondary" size="xs" onClick={() => void check()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : null}
      {state.step === 'done' ? (
        <>
          <p role="status">{t('checkNowDone', { round: String(round), relay: state.relay })}</p>
          <Winners winners={state.winners} cancelled={false} heading={t('checkNowWinnersHeading', { round: String(round) })} />
          <p>{t('checkNowHostMustMatch')}</p>
        </>
      ) : null}
    </section>
  );
}
