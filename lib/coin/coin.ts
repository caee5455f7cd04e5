/** The coin flip's data: sides, look, flip settings and results. */

export type CoinSideId = 'heads' | 'tails';

export interface CoinSide {
  id: CoinSideId;
  label: string;
  color: string;
}

/** What the visitor typed for each side; null until they type, when the side reads as its default label. */
export type CoinLabels = Record<CoinSideId, string | null>;

/** Each side's default label in the page's language (HEADS and TAILS in English). */
export type DefaultLabels = Readonly<Record<CoinSideId, string>>;

export interface CoinTheme {
  headsColor: string;
  tailsColor: string;
  edgeColor: string;
  soundEnabled: boolean;
}

export interface FlipSettings {
  durationMs: number;
  rotations: number;
  heightPx: number;
  enabled: boolean;
}

export interface FlipResult {
  /** Built from the landing time, e.g. "1763751000123". */
  id: string;
  /** The side as it looked when the coin landed: later label or colour changes do not rewrite history. */
  side: CoinSide;
  timestamp: Date;
}

export const UNSET_LABELS: Readonly<CoinLabels> = { heads: null, tails: null };

export const DEFAULT_THEME: Readonly<CoinTheme> = {
  headsColor: '#FFD700',
  tailsColor: '#C0C0C0',
  edgeColor: '#B8860B',
  soundEnabled: true,
};

export const DEFAULT_FLIP_SETTINGS: Readonly<FlipSettings> = {
  durationMs: 2000,
  rotations: 6,
  heightPx: 200,
  enabled: true,
};

interface SliderRange {
  min: number;
  max: number;
  step: number;
}

export const FLIP_SETTING_RANGES = {
  durationMs: { min: 1000, max: 5000, step: 100 },
  rotations: { min: 3, max: 15, step: 1 },
  heightPx: { min: 50, max: 300, step: 10 },
} as const satisfies Record<'durationMs' | 'rotations' | 'heightPx', SliderRange>;

function sideColor(theme: CoinTheme, id: CoinSideId): string {
  return id === 'heads' ? theme.headsColor : theme.tailsColor;
}

/** Labels are free text; an unset or empty one shows as the default so the coin and the result never read blank. */
function sideLabel(labels: CoinLabels, defaults: DefaultLabels, id: CoinSideId): string {
  const label = labels[id]?.trim() ?? '';
  return label === '' ? defaults[id] : label;
}

export function coinSide(id: CoinSideId, labels: CoinLabels, defaults: DefaultLabels, theme: CoinTheme): CoinSide {
  return { id, label: sideLabel(labels, defaults, id), color: sideColor(theme, id) };
}
