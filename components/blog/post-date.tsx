import { formatLongDate } from '@/lib/blog/dates';
import type { Lang } from '@/lib/i18n/languages';

/** A post's day as a machine-readable <time> showing the day written out in the language ("November 21, 2026"). */
export function PostDate({ date, lang, className }: { date: string; lang: Lang; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatLongDate(date, lang)}
    </time>
  );
}
