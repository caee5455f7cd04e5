/**
 * Whether this page load has changes storage is not keeping (a refused write,
 * or data a newer version owns). Kept apart from the storage code, so the
 * error notice every page carries can tell the truth about a reload without
 * loading it.
 */
let unsaved = false;

export function noteUnsaved(): void {
  unsaved = true;
}

export function changesUnsaved(): boolean {
  return unsaved;
}
