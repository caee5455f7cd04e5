import Link from 'next/link';
import { ReadyWheelPicture } from '@/components/blog/ready-wheel';
import { TemplateIcon } from '@/components/templates/template-icon';
import { UseTemplateLink } from '@/components/templates/use-template-link';
import { templateEntryTexts, type WheelTemplate } from '@/lib/templates';
import { getT } from '@/lib/i18n/messages';
import { pathIn } from '@/lib/i18n/languages';

/** A template's own page: its title, description, a still picture of its wheel, its entries and the link that loads it. */
export function TemplateDetail({ template }: { template: WheelTemplate }) {
  const entries = templateEntryTexts(template);
  const t = getT(template.lang, 'templates');
  return (
    <article aria-labelledby="template-title" className="mx-auto max-w-3xl px-4 py-10">
      <header className="flex items-center gap-4">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-accent">
          <TemplateIcon name={template.icon} className="h-8 w-8" />
        </span>
        <h1 id="template-title" className="text-3xl font-extrabold tracking-tight text-fg md:text-4xl">
          {template.title}
        </h1>
      </header>
      <p className="mt-4 text-lg text-muted">{template.description}</p>
      <div className="mt-8 flex flex-col items-center gap-8 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:flex-row sm:items-start">
        <ReadyWheelPicture title={template.title} entries={entries} sizePx={240} lang={template.lang} />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold text-fg">{t('onThisWheel')}</h2>
          <ul className="mt-3 space-y-1 text-fg">
            {entries.map((entry) => (
              <li key={entry} className="flex items-center gap-2">
                <span aria-hidden="true" className="h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600" />
                {entry}
              </li>
            ))}
          </ul>
          <UseTemplateLink
            template={template}
            label={t('useTemplate')}
            failure={t('templateError')}
            className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          />
        </div>
      </div>
      <p className="mt-8">
        <Link href={pathIn(template.lang, '/templates')} className="font-semibold text-accent hover:underline">
          <span aria-hidden="true">← </span>
          {t('allTemplates')}
        </Link>
      </p>
    </article>
  );
}
