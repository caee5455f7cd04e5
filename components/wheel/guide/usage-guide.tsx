import Link from 'next/link';
import { Accordion } from '@/components/ui/accordion';
import { EXTRA_GUIDE_SECTIONS } from '@/components/wheel/guide/usage-guide-extras';
import { MAIN_GUIDE_SECTIONS } from '@/components/wheel/guide/usage-guide-sections';

const SECTIONS = [...MAIN_GUIDE_SECTIONS, ...EXTRA_GUIDE_SECTIONS];
/** The main sections start open; the extras start closed. */
const OPEN_ON_LOAD = MAIN_GUIDE_SECTIONS.map((section) => section.id);

/** The home page's usage guide: server-rendered text inside a small client accordion. */
export function UsageGuide() {
  return (
    <section aria-labelledby="usage-guide-heading" className="mx-auto max-w-3xl space-y-4">
      <h2 id="usage-guide-heading" className="text-2xl font-bold text-fg">
        How to use the wheel
      </h2>
      <p className="text-muted">
        Each section below covers one part of the wheel; open or close them as you like. For more detail and tips, read
        the{' '}
        <Link href="/how-to-use" className="font-medium text-accent underline hover:text-accent-strong">
          full How to Use guide
        </Link>
        .
      </p>
      <Accordion sections={SECTIONS} headingLevel="h3" titleSize="lg" bodyClassName="prose max-w-none" defaultOpen={OPEN_ON_LOAD} />
    </section>
  );
}
