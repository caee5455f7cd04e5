import { TemplateCard, type TemplateHeadingLevel } from '@/components/templates/template-card';
import type { WheelTemplate } from '@/lib/templates';

interface TemplateGalleryProps {
  /** The level of each card's title: h2 on /templates, h3 on the home page under its own h2. */
  headingLevel?: TemplateHeadingLevel;
  /** The page's language's templates. */
  templates: readonly WheelTemplate[];
}

/** The responsive grid of template cards: one column on phones, two on tablets, three on wide screens. */
export function TemplateGallery({ headingLevel = 'h2', templates }: TemplateGalleryProps) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {templates.map((template) => (
        <li key={template.id}>
          <TemplateCard template={template} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
