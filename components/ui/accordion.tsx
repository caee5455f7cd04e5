'use client';

import { lateHydratedComponent } from '@/components/ui/lazy-component';
import type { AccordionProps } from '@/components/ui/accordion-sections';

/**
 * Sections that open and close (see AccordionSections). The exported page
 * holds every section's text; the code that opens and closes them arrives in
 * a chunk of its own and brings them to life in a task of their own, after
 * the page's first tasks, so a long guide or FAQ never lengthens the page's
 * start-up. A press on a title before then is answered once it has arrived.
 */
export const Accordion = lateHydratedComponent<AccordionProps>(() => import('@/components/ui/accordion-sections').then((m) => m.AccordionSections));
