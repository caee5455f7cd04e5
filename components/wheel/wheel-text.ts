import type { useT } from '@/components/i18n/use-t';

/** The wheel's texts in the page's language, for code that runs outside a component (a link opened, a toast). */
export type WheelText = ReturnType<typeof useT<'wheel'>>;
