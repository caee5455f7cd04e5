/** Whether a modal dialog is open: its controls own the keyboard, so the page's own shortcuts stand aside. */
export function modalDialogOpen(): boolean {
  return document.querySelector('dialog:modal') !== null;
}
