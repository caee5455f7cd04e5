import type { Messages } from '../shape';

/** Shared controls and notices: buttons, copy, toasts, storage notices. */
export const ui: Messages['ui'] = {
  close: 'Cerrar',
  colorHex: '{label} (hex)',
  copiedTitle: '{what} copiado',
  copiedDescription: '{what} copiado al portapapeles.',
  textCopiedTitle: 'Texto copiado',
  textCopiedDescription: 'Texto copiado al portapapeles.',
  copyFailedTitle: 'No se ha podido copiar',
  copyFailedDescription: 'Tu navegador no ha permitido copiar. Selecciona el texto y cópialo a mano.',
  undo: 'Deshacer',
  notSavedTitle: 'Tus cambios no se han guardado',
  notSavedDescription:
    'Este navegador no deja que el sitio guarde nada, así que la herramienta solo funciona durante esta visita y lo olvidará todo al salir.',
  newerVersionTitle: 'Una versión más reciente de SpinFair guardó tus datos',
  newerVersionDescription:
    'Esta página es anterior, así que no toca esos datos y guarda tus cambios solo durante esta visita. Recarga para usar la versión más reciente.',
  reload: 'Recargar',
  listTooBigTitle: 'Esta lista es demasiado larga para guardarla',
  listTooBigDescription:
    'Este navegador no puede guardar una lista tan larga, así que solo dura hasta que salgas de esta página. Todo lo demás que cambies se guarda, y al recargar vuelve {reload, select, saved {la última lista que se guardó} other {la lista inicial}}.',
  tooBigTitle: 'Demasiado grande para guardarlo en este navegador',
  tooBigDescription: 'Parte de lo que has hecho aquí supera lo que guarda este navegador, así que solo dura hasta que salgas de esta página. Todo lo demás se guarda.',
};
