/** How a draw time and the time left before it are written, on the host's page and on /verify. */

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

const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment in the visitor's time zone, written the way the page's language writes dates, with the zone named. */
export function drawTimeText(timeMs: number, languageTag: string): string {
  let format = formats.get(languageTag);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
    });
    formats.set(languageTag, format);
  }
  return format.format(timeMs);
}
