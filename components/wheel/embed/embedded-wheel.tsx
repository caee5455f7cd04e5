'use client';

import { useLang } from '@/components/i18n/language-provider';
import { useT } from '@/components/i18n/use-t';
import { EmbedWheel } from '@/components/wheel/embed/embed-wheel';
import { useEmbedFragment, type EmbedState } from '@/components/wheel/embed/use-embed-fragment';
import { useTransparentPage } from '@/components/wheel/embed/use-transparent-page';
import { pathIn } from '@/lib/i18n/languages';
import type { Translate } from '@/lib/i18n/messages';

function problemText(state: EmbedState, t: Translate<'embed'>): string | null {
  if (state.kind === 'missing') return t('noWheel');
  if (state.kind !== 'broken') return null;
  if (state.problem === 'newer-version') return t('newerWheel');
  if (state.problem === 'too-large') return t('wheelTooLarge');
  return t('brokenWheel');
}

/**
 * The embed page: the wheel from the address's fragment, or a short message when there is none or
 * it cannot be read, and a small link back to the site, opening in a new tab (the frame stays).
 */
export function EmbeddedWheel() {
  const t = useT('embed');
  const home = pathIn(useLang(), '/');
  const state = useEmbedFragment();
  useTransparentPage(state.kind === 'wheel' && state.transparent);
  const problem = problemText(state, t);
  const transparent = state.kind === 'wheel' && state.transparent;

  return (
    <div
      className={`mx-auto flex w-full max-w-[min(36rem,calc(100dvh_-_13rem))] min-w-[14rem] flex-col items-center gap-3 p-3 [&_div:has(>canvas)]:shadow-none ${transparent ? '[&_div:has(>canvas)]:bg-transparent!' : ''}`}
      data-embed-state={state.kind}
    >
      {/* A wheel's title is the page's heading (EmbedWheel); without one, a screen reader still finds the page's. */}
      {state.kind === 'wheel' && state.wheel.title ? null : <h1 className="sr-only">{t('pageTitle')}</h1>}
      {state.kind === 'wheel' ? (
        // The full width: the wheel's size is a share of its container's.
        <div className="w-full">
          <EmbedWheel key={state.reading} wheel={state.wheel} />
        </div>
      ) : null}
      {state.kind === 'reading' ? <p className="min-h-7 text-sm text-subtle">{t('readingWheel')}</p> : null}
      {problem ? (
        <p role="alert" className="rounded-lg border border-line bg-surface p-4 text-center text-fg">
          {problem}
        </p>
      ) : null}
      <a href={home} target="_blank" rel="noopener" className="rounded text-xs font-semibold text-muted underline-offset-2 hover:underline">
        {t('madeWith')}
        <span aria-hidden="true"> ↗</span>
      </a>
    </div>
  );
}
