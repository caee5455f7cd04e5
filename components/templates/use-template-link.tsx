'use client';

import type { MouseEvent } from 'react';
import type { ButtonSize } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
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

interface UseTemplateLinkProps {
  template: WheelTemplate;
  className?: string;
  /** Drawn as a button of this size; without it the link wears the caller's classes alone. */
  buttonSize?: ButtonSize;
}

/**
 * "Use This Template": a real link, so middle-click, "open in new tab" and
 * no-JS visits work, whose click prepares the address afresh and loads the
 * home page with a full navigation: the wheel reads the entries on load.
 */
export function UseTemplateLink({ template, className, buttonSize }: UseTemplateLinkProps) {
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

  const link = { href: href ?? '/', onClick, className, children: 'Use This Template' };
  // Not prefetched, and a plain click is handled above before the router sees it, so the full navigation stays.
  return buttonSize ? <ButtonLink {...link} size={buttonSize} prefetch={false} /> : <a {...link} />;
}
