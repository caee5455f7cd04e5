/** La ruleta insertada (/embed): su página, sus avisos cuando la dirección no trae una ruleta legible y el enlace de vuelta. */
export const embed = {
  pageTitle: 'Ruleta insertada',
  pageDescription: 'Una ruleta de SpinFair compartida, lista para girar dentro de otra página, una diapositiva o un directo.',
  readingWheel: 'Abriendo la ruleta…',
  noWheel: 'Aquí todavía no hay ninguna ruleta. Esta página muestra la ruleta de un código para insertar: cópialo desde «Compartir ruleta» en SpinFair.',
  brokenWheel: 'No se ha podido abrir esta ruleta: su dirección llegó cortada o dañada. Vuelve a copiar el código para insertar.',
  newerWheel: 'Esta ruleta se hizo con una versión más reciente de SpinFair. Recarga la página para abrirla.',
  wheelTooLarge: 'Esta ruleta es demasiado grande para abrirla aquí.',
  madeWith: 'Hecha con SpinFair',
};
