// The coin's tabs that are closed on load, in one chunk fetched once the page is up (coin-side-panel.tsx).
export { CustomizePanel } from '@/components/coin/customize-panel';
export { ResultsPanel } from '@/components/coin/results-panel';
