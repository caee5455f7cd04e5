/**
 * A whole number with a comma between thousands ("10,000"), as `toLocaleString('en-US')`
 * writes it, without starting the browser's number formatter: its first use costs
 * tens of milliseconds on a phone, and the Entries tab shows a count at start-up.
 */
export function formatCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
