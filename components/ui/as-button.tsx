import { cloneElement, type ReactElement } from 'react';
import { buttonClass, type ButtonStyle } from '@/components/ui/button';

/**
 * Gives one element (a link that must stay a link) the button's look. A
 * server component: the class is worked out where the page is rendered, so
 * an interactive link inside ships none of the button's code to the browser.
 */
export function AsButton({ children, variant, size, className }: ButtonStyle & { children: ReactElement<{ className?: string }> }) {
  return cloneElement(children, { className: buttonClass({ variant, size, className }) });
}
