import type { Metadata } from 'next';
import { TemplateGallery } from '@/components/templates/template-gallery';
import { UsageGuide } from '@/components/wheel/guide/usage-guide';
import { WheelTool } from '@/components/wheel/wheel-tool';
import { pageMetadata } from '@/lib/metadata';
import { pageShareCard, shareImageOf } from '@/lib/share-images';
import { site } from '@/lib/site';
import { ADDRESS_HANDOFF_SCRIPT } from '@/lib/wheel/links/address-handoff';

export const metadata: Metadata = pageMetadata({
  title: `${site.name}: Spin the Wheel, Free Random Picker`,
  description: site.description,
  path: '/',
  image: shareImageOf(pageShareCard('/')),
  absoluteTitle: true,
});

export default function HomePage() {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 md:space-y-12">
      {/* Before the app's scripts run: a link's list leaves the address before the router reads it. */}
      <script dangerouslySetInnerHTML={{ __html: ADDRESS_HANDOFF_SCRIPT }} />
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-fg md:text-4xl">Spin the Wheel: a fair random picker</h1>
        <p className="mt-3 text-lg text-muted">Type your options, spin, and let chance choose one. Every entry gets exactly the same chance.</p>
      </header>
      <section aria-labelledby="wheel-heading">
        <h2 id="wheel-heading" className="mb-4 text-2xl font-bold text-fg">
          Customize Your Wheel
        </h2>
        <WheelTool />
      </section>
      <section aria-labelledby="templates-heading">
        <h2 id="templates-heading" className="text-2xl font-bold text-fg">
          Start from a template
        </h2>
        <p className="mb-4 mt-1 text-muted">One click loads a ready-made list onto the wheel, replacing the current entries.</p>
        <TemplateGallery headingLevel="h3" />
      </section>
      <UsageGuide />
    </div>
  );
}
