/** How the time left before a draw time is written, on the host's page and on /verify. */

/** The time left as whole days and a clock ("1:05:09", "4:59", "0:07"), counted up to the next second. */
export function countdownParts(leftMs: number): { days: number; clock: string } {
  const totalSeconds = Math.max(0, Math.ceil(leftMs / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mmss = `${String(minutes).padStart(hours > 0 ? 2 : 1, '0')}:${String(seconds).padStart(2, '0')}`;
  return { days, clock: hours > 0 ? `${hours}:${mmss}` : mmss };
}

