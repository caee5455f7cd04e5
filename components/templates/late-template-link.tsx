'use client';

import { lateHydratedComponent } from '@/components/ui/lazy-component';

/**
 * "Use This Template" on a gallery card: a real link in the exported page, which works as it is;
 * its code (preparing the address afresh at a click) arrives in a chunk of its own and comes to
 * life after the page's first tasks, so a gallery of cards never lengthens the page's start-up.
 */
export const LateUseTemplateLink = lateHydratedComponent(() => import('@/components/templates/use-template-link').then((m) => m.UseTemplateLink));
