// What the page's start-up asks of the undo history once its code has arrived (lazy-history.ts).
export { changeListWithUndo } from '@/components/wheel/history/undo-list';
export { historyHydration, tellOtherTabsListReplaced } from '@/lib/wheel/history/entries-history';
