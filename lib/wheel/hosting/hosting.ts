import { isRecord } from '@/lib/persist/stored-values';
import { isAfterSpin, type AfterSpin } from '@/lib/wheel/hosting/after-spin';

/** How a host runs the wheel: its title, what happens to a winner, how many win per spin, confetti. */
export interface HostingSettings {
  title: string;
  afterSpin: AfterSpin;
  winnersPerSpin: number;
  confetti: boolean;
}

export const MAX_TITLE_LENGTH = 120;

export const DEFAULT_HOSTING: HostingSettings = { title: '', afterSpin: 'keep', winnersPerSpin: 1, confetti: true };

export function pickHosting({ title, afterSpin, winnersPerSpin, confetti }: HostingSettings): HostingSettings {
  return { title, afterSpin, winnersPerSpin, confetti };
}

/** The title on one line: each run of line breaks becomes a space. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ');

/** A title as shown above the wheel: one line, trimmed of nothing but line breaks, at most 120 characters. */
export function cleanTitle(text: string): string {
  return oneLine(text).slice(0, MAX_TITLE_LENGTH);
}

/** Whether `cleanTitle` cuts characters off this title (not only puts it on one line): a link's title cut short is said. */
export function titleCutShort(text: string): boolean {
  return oneLine(text).length > MAX_TITLE_LENGTH;
}

/** Stored settings, each field checked on its own: a bad field falls back to its default, the rest are kept. */
export function parseStoredHosting(value: unknown): { settings: HostingSettings; problems: string[] } | null {
  if (!isRecord(value)) return null;
  const problems: string[] = [];
  const field = <T>(name: keyof HostingSettings, ok: (v: unknown) => v is T, fallback: T): T => {
    const v = value[name];
    if (v === undefined) return fallback;
    if (ok(v)) return v;
    problems.push(`Stored ${name} was not usable; using the default.`);
    return fallback;
  };
  const isText = (v: unknown): v is string => typeof v === 'string';
  const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;
  const isFlag = (v: unknown): v is boolean => typeof v === 'boolean';
  return {
    settings: {
      title: cleanTitle(field('title', isText, DEFAULT_HOSTING.title)),
      afterSpin: field('afterSpin', isAfterSpin, DEFAULT_HOSTING.afterSpin),
      winnersPerSpin: field('winnersPerSpin', isCount, DEFAULT_HOSTING.winnersPerSpin),
      confetti: field('confetti', isFlag, DEFAULT_HOSTING.confetti),
    },
    problems,
  };
}
