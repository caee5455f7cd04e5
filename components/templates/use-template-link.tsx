'use client';

import type { MouseEvent } from 'react';
import type { WheelTemplate } from '@/lib/templates';
import { templateHrefFor } from '@/lib/wheel/links/template-url';

export const TEMPLATE_ERROR_MESSAGE = 'Sorry, there was an error loading this template.';

function hrefOrNull(template: WheelTemplate): string | null {
  try {
    // Built here rather than with lib/templates' helper so that module's data stays out of the browser bundle.
    return templateHrefFor(template.entries.map((entry) => entry.text));
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
export function UseTemplateLink({ template, className }: { template: WheelTemplate; className?: string }) {
  const href = hrefOrNull(template);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    const target = hrefOrNull(template);
    if (target === null) {
      window.alert(TEMPLATE_ERROR_MESSAGE);
      return;
    }
    window.location.assign(target);
  };

  return (
    <a href={href ?? '/'} onClick={onClick} className={className}>
      Use This Template
    </a>
  );
}
