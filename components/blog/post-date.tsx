import { formatLongDate } from '@/lib/blog/dates';

/** A post's day as a machine-readable <time> showing the long US date ("November 21, 2026"). */
export function PostDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatLongDate(date)}
    </time>
  );
}
