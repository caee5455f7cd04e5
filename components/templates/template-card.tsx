import Link from 'next/link';
import { AsButton } from '@/components/ui/as-button';
import { TemplateIcon } from '@/components/templates/template-icon';
import { LateUseTemplateLink } from '@/components/templates/late-template-link';
import { templatePath, type WheelTemplate } from '@/lib/templates';
import { getT } from '@/lib/i18n/messages';

export type TemplateHeadingLevel = 'h2' | 'h3';

interface TemplateCardProps {
  template: WheelTemplate;
  /** h2 on the gallery page, h3 under the home page's own h2. */
  headingLevel?: TemplateHeadingLevel;
}

/** One template: icon, title, description, a scrollable preview of its entries and the link that loads it. */
export function TemplateCard({ template, headingLevel = 'h2' }: TemplateCardProps) {
  const t = getT(template.lang, 'templates');
  const Heading = headingLevel;
  const headingId = `template-${template.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <TemplateIcon name={template.icon} className="h-7 w-7" />
        </span>
        {/* Not prefetched: a gallery of cards would fetch every template page's data as it scrolls by. */}
        <Heading id={headingId} className="text-lg font-bold text-fg">
          <Link href={templatePath(template)} prefetch={false} className="hover:text-accent hover:underline">
            {template.title}
          </Link>
        </Heading>
      </div>
      <p className="mt-3 text-sm text-muted">{template.description}</p>
      <ul
        // Focusable so keyboard users can scroll the preview when it overflows.
        tabIndex={0}
        aria-label={t('entriesLabel', { title: template.title })}
        className="mt-4 max-h-40 flex-1 space-y-1 overflow-y-auto rounded-lg bg-surface-muted p-3 text-sm text-fg"
      >
        {template.entries.map((entry) => (
          <li key={entry.text} className="flex items-center gap-2">
            <span aria-hidden="true" className="h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600" />
            {entry.text}
          </li>
        ))}
      </ul>
      <AsButton size="md" className="mt-4">
        <LateUseTemplateLink template={template} label={t('useTemplate')} failure={t('templateError')} />
      </AsButton>
    </article>
  );
}
