import Link from 'next/link';
import type { GuideSection } from '@/components/content/guide-section';

/** Sections closed on load: background for the curious. */
export const EXTRA_GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    id: 'fairness',
    title: 'How the wheel stays fair',
    body: (
      <>
        <p>
          The winner is drawn before the wheel moves, using your browser&apos;s cryptographic random number generator.
          Every visible entry has exactly the same chance, and hidden entries are left out of the draw. The wheel then
          spins to a random point inside the winning slice.
        </p>
        <p>
          Spin modes and speed sliders change the show, not the odds: a hard flick makes a longer spin, never a
          different chance of winning. To give an option more weight, duplicate it so it has more slices.
        </p>
      </>
    ),
  },
  {
    id: 'keyboard',
    title: 'Keyboard and accessibility',
    body: (
      <ul>
        <li>
          <kbd>Tab</kbd> moves between the controls. To spin, focus the wheel and press <kbd>Space</kbd> or{' '}
          <kbd>Enter</kbd>.
        </li>
        <li>Entries can be reordered without a mouse through their drag handles, as described above.</li>
        <li>
          If your device asks for reduced motion, the wheel gives a short, calm spin instead of a long fast one. The draw
          is just as fair.
        </li>
        <li>Screen readers announce each winner as soon as the wheel stops.</li>
      </ul>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        Nothing you type leaves your browser: there is no account and no upload. Your entries, spin settings and theme
        are saved in this browser&apos;s local storage so they are here next time, and results live only in the
        current session. More in the <Link href="/privacy-policy">privacy policy</Link>.
      </p>
    ),
  },
];
