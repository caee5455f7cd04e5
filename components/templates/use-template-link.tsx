'use client';

import type { MouseEvent } from 'react';
import type { WheelTemplate } from '@/lib/templates';
import { pathIn } from '@/lib/i18n/languages';
import { templateHrefFor } from '@/lib/wheel/share/template-url';

function hrefOrNull(template: WheelTemplate): string | null {
  try {
    // Built here rather than with lib/templates' helper so that module's data stays out of the browser bundle.
    return templateHrefFor(
      template.entries.map((entry) => entry.text),
      template.lang,
    );
  } catch (error) {
    console.error(`Could not prepare the "${template.id}" template.`, error);
    return null;
  }
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * "Use This Template": a real link, so middle-click, "open in new tab" and
 * no-JS visits work, whose click prepares the address afresh and loads the
 * home page with a full navigation: the wheel reads the entries on load.
 */
interface UseTemplateLinkProps {
  template: WheelTemplate;
  /** "Use This Template" in the page's language. */
  label: string;
  /** What the visitor is told when the link cannot be prepared. */
  failure: string;
  className?: string;
}

export function UseTemplateLink({ template, label, failure, className }: UseTemplateLinkProps) {
  const href = hrefOrNull(template);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    const target = hrefOrNull(template);
    if (target === null) {
      window.alert(failure);
      return;
    }
    window.location.assign(target);
  };

  return (
    <a href={href ?? pathIn(template.lang, '/')} onClick={onClick} className={className}>
      {label}
    </a>
  );
}
