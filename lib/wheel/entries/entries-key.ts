/**
 * Where the wheel's list is stored (localStorage). Its own module, so the
 * storage notice every page carries can name the list without loading the
 * list's store.
 */
export const ENTRIES_KEY = 'wheelEntries';
