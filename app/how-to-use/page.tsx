import type { Metadata } from 'next';
import Link from 'next/link';
import { AccessibilitySection } from '@/components/content/how-to-use/accessibility-section';
import { CoinFlipSection } from '@/components/content/how-to-use/coin-flip-section';
import { EntriesTabSection } from '@/components/content/how-to-use/entries-tab-section';
import { FairnessSection } from '@/components/content/how-to-use/fairness-section';
import { OfflinePrivacySection } from '@/components/content/how-to-use/offline-privacy-section';
import { ResultsTabSection } from '@/components/content/how-to-use/results-tab-section';
import { SpinTabSection } from '@/components/content/how-to-use/spin-tab-section';
import { TemplatesSection } from '@/components/content/how-to-use/templates-section';
import { ThemeTabSection } from '@/components/content/how-to-use/theme-tab-section';
import { TipsSection } from '@/components/content/how-to-use/tips-section';
import { ProsePage } from '@/components/content/prose-page';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'How to Use SpinFair',
  description:
    'A step-by-step guide to SpinFair: add and organize entries, choose a spin mode, customize the theme, save results, use templates and flip a coin.',
  path: '/how-to-use',
});

const contents = [
  { id: 'getting-started', label: 'Getting started' },
  { id: 'entries-tab', label: 'The Entries tab' },
  { id: 'spin-tab', label: 'The Spin tab' },
  { id: 'fairness', label: 'Why every spin is fair' },
  { id: 'theme-tab', label: 'The Theme tab' },
  { id: 'results-tab', label: 'The Results tab' },
  { id: 'templates', label: 'Templates' },
  { id: 'coin-flip', label: 'The coin flip' },
  { id: 'accessibility', label: 'Accessibility and keyboard tips' },
  { id: 'offline-privacy', label: 'Offline and privacy' },
  { id: 'tips', label: 'Tips for classrooms, parties and giveaways' },
] as const;

export default function HowToUsePage() {
  return (
    <ProsePage
      title={`How to Use ${site.name}`}
      intro="Everything you need to know to build your wheel, spin it your way and keep track of the winners."
    >
      <nav aria-label="On this page">
        <p>
          <strong>On this page</strong>
        </p>
        <ul>
          {contents.map(({ id, label }) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="getting-started">
        <h2 id="getting-started">Getting started</h2>
        <p>
          The wheel lives on the <Link href="/">home page</Link>, together with a panel of four tabs:{' '}
          <strong>Entries</strong>, <strong>Spin</strong>, <strong>Theme</strong> and <strong>Results</strong>. You
          only need the first one to get going:
        </p>
        <ol>
          <li>Open the Entries tab and add your choices, one at a time.</li>
          <li>
            Click <strong>SPIN THE WHEEL!</strong>
          </li>
          <li>Watch the wheel slow down and stop. The winner is the slice under the pointer.</li>
        </ol>
        <p>
          That&apos;s it. There&apos;s no account to create and nothing to install, and your list is saved in your
          browser, so it&apos;s still there the next time you visit. The rest of this guide covers each tab in detail.
        </p>
      </section>

      <EntriesTabSection />
      <SpinTabSection />
      <FairnessSection />
      <ThemeTabSection />
      <ResultsTabSection />
      <TemplatesSection />
      <CoinFlipSection />
      <AccessibilitySection />
      <OfflinePrivacySection />
      <TipsSection />

      <section aria-labelledby="more-help">
        <h2 id="more-help">Need more help?</h2>
        <p>
          Check the <Link href="/faq">frequently asked questions</Link> for quick answers. If you&apos;re still stuck,
          or you&apos;ve spotted something that doesn&apos;t work the way this guide describes, please{' '}
          <Link href="/contact">get in touch</Link>.
        </p>
      </section>
    </ProsePage>
  );
}
