'use client';

import { useEffect, useState } from 'react';
import { DEFAULT_THEME, type WheelTheme } from '@/lib/wheel/theme/theme';
import type { WheelEntry } from '@/lib/wheel/entries/entries';
import { cleanTitle } from '@/lib/wheel/hosting/hosting';
import { readEmbedFragment } from '@/lib/wheel/embed/embed-fragment';
import { decodeSharedWheel, sharedWheelEntries, type ShareLinkProblem } from '@/lib/wheel/share/share-link';

export interface EmbeddedWheel {
  title: string;
  entries: readonly WheelEntry[];
  theme: WheelTheme;
}

export type EmbedState =
  | { kind: 'reading' }
  | { kind: 'missing' }
  | { kind: 'broken'; problem: ShareLinkProblem }
  | { kind: 'wheel'; wheel: EmbeddedWheel; transparent: boolean; /** Counts the wheels this page has opened. */ reading: number };

async function stateFrom(hash: string, reading: number): Promise<EmbedState> {
  const { payload, transparent } = readEmbedFragment(hash);
  if (payload === null) return { kind: 'missing' };
  const parsed = await decodeSharedWheel(payload);
  if (parsed.kind === 'invalid') return { kind: 'broken', problem: parsed.problem };
  if (parsed.kind === 'absent') return { kind: 'missing' };
  const { title, theme } = parsed.wheel;
  // As over the site's own wheel: one line, at most 120 characters. Sound stays off: the wheel
  // plays inside someone else's page, which did not ask for it.
  const wheel = { title: cleanTitle(title), entries: sharedWheelEntries(parsed.wheel, Date.now()), theme: { ...DEFAULT_THEME, ...theme, soundEnabled: false } };
  return { kind: 'wheel', wheel, transparent, reading };
}

/**
 * The wheel the embed page's address carries (`#w=...`, see embed-fragment.ts), read after the
 * first render (the exported page has no fragment) and again when the frame's address changes.
 * It lives in memory only: nothing of the visitor's stored wheel is read or written.
 */
export function useEmbedFragment(): EmbedState {
  const [state, setState] = useState<EmbedState>({ kind: 'reading' });
  useEffect(() => {
    let current = 0;
    const read = () => {
      const reading = (current += 1);
      void stateFrom(window.location.hash, reading).then((next) => {
        if (reading === current) setState(next);
      });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      current = -1;
      window.removeEventListener('hashchange', read);
    };
  }, []);
  return state;
}
