import { listFacts, type WheelEntry } from '@/lib/wheel/entries/entries';

/** What happens to a winner once the wheel stops. */
export type AfterSpin = 'keep' | 'hide' | 'remove';

export function isAfterSpin(value: unknown): value is AfterSpin {
  return value === 'keep' || value === 'hide' || value === 'remove';
}

/** "Winners per spin" held to 1 up to the visible count (at least 1, so the field never reads 0). */
export function clampWinnersPerSpin(value: number, visibleCount: number): number {
  const most = Math.max(1, visibleCount);
  if (!Number.isFinite(value)) return 1;
  return Math.min(most, Math.max(1, Math.trunc(value)));
}

/** The list after a spin: winners kept, hidden (still listed, off the wheel) or removed. */
export function applyAfterSpin(entries: readonly WheelEntry[], winnerIds: readonly string[], policy: AfterSpin): readonly WheelEntry[] {
  if (policy === 'keep' || winnerIds.length === 0) return entries;
  const won = new Set(winnerIds);
  if (policy === 'remove') return entries.filter((e) => !won.has(e.id));
  return entries.map((e) => (won.has(e.id) && e.visible ? { ...e, visible: false } : e));
}

/** The one visible entry left when an elimination round is over, or null while more remain (or none). */
export function lastOneStanding(entries: readonly WheelEntry[]): WheelEntry | null {
  const { visible } = listFacts(entries);
  return visible.length === 1 ? (visible[0] ?? null) : null;
}
