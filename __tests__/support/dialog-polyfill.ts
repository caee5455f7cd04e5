/**
 * jsdom has <dialog> but not its methods. This stand-in opens and closes it
 * as browsers do, with the close event, and closes a modal dialog on Escape
 * (the browser's cancel). Call it in beforeAll.
 */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype;
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    delete this.dataset.modal;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const modal = document.querySelector<HTMLDialogElement>('dialog[data-modal]');
    modal?.close();
  });
}
