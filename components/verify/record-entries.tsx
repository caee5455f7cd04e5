import type { DrawWinner } from '@/lib/draw/algorithm';

interface RecordEntriesProps {
  entries: readonly string[];
  winners: readonly DrawWinner[];
}

/** The committed list by position, each winner marked with the order in which it won. */
export function RecordEntries({ entries, winners }: RecordEntriesProps) {
  const rank = new Map<number, number>();
  winners.forEach((winner, k) => {
    if (!rank.has(winner.position)) rank.set(winner.position, k + 1);
  });
  return (
    <div role="region" aria-labelledby="entries-caption" tabIndex={0} className="max-h-112 overflow-y-auto rounded-lg border border-line">
      <table className="w-full text-left text-sm">
        <caption id="entries-caption" className="bg-surface-muted px-3 py-2 text-left font-semibold text-fg">
          The list: {entries.length} {entries.length === 1 ? 'entry' : 'entries'}, {winners.length}{' '}
          {winners.length === 1 ? 'winner' : 'winners'}
        </caption>
        <thead className="bg-surface-strong text-fg">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Position
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Entry
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Won
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((text, position) => {
            const won = rank.get(position);
            return (
              <tr key={position} className={won ? 'bg-note font-semibold text-fg' : 'text-fg'}>
                <td className="px-3 py-1.5 tabular-nums">{position}</td>
                <td className="px-3 py-1.5 whitespace-pre-wrap wrap-anywhere">{text}</td>
                <td className="px-3 py-1.5">{won ? `Winner ${won}` : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
