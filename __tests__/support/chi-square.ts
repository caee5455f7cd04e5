/**
 * Upper-tail p-value of a chi-square statistic, through the Wilson–Hilferty
 * normal approximation (accurate to a few per cent of p for df >= 1 at the
 * small p-values that matter here).
 */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  const k = degreesOfFreedom;
  if (k === 1) return erfc(Math.sqrt(statistic / 2));
  const z = ((statistic / k) ** (1 / 3) - (1 - 2 / (9 * k))) / Math.sqrt(2 / (9 * k));
  return 0.5 * erfc(z / Math.SQRT2);
}

export function chiSquareStatistic(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

// Numerical Recipes' erfc, relative error under 1.2e-7.
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + z / 2);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}
