import type { Translate } from '@/lib/i18n/messages';
import type { ShareLinkProblem } from '@/lib/wheel/share/share-link';

/**
 * What the visitor is told about a shared-wheel link that could not be
 * opened, by its real reason: made by a newer version of the site than the
 * page runs (a reload brings that version), unpacking to far more than any
 * wheel, or cut short or damaged on its way (every other problem).
 */
export function sharedLinkNotice(problem: ShareLinkProblem, t: Translate<'share'>): { title: string; description: string } {
  switch (problem) {
    case 'newer-version':
      return { title: t('sharedLinkNewerTitle'), description: t('sharedLinkNewerDescription') };
    case 'too-large':
      return { title: t('sharedLinkTooLargeTitle'), description: t('sharedLinkTooLargeDescription') };
    default:
      return { title: t('sharedLinkUnreadableTitle'), description: t('sharedLinkUnreadableDescription') };
  }
}
