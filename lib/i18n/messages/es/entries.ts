import type { Messages } from '../shape';

/** The Entries tab: the list, its tools, imports and the undo history. */
export const entries: Messages['entries'] = {
  newEntryLabel: 'Nueva opción',
  newEntryPlaceholder: 'Escribe una opción y pulsa Intro',
  add: 'Añadir',

  addMany: 'Añadir varias',
  importFromFile: 'Importar desde archivo',
  undoLastChange: 'Deshacer último cambio',
  listTools: 'Herramientas de la lista',
  shuffleEntries: 'Mezclar opciones',
  sortEntries: 'Ordenar opciones de la A a la Z',
  removeDuplicates: 'Quitar opciones repetidas',
  clearEntries: 'Borrar todas las opciones',

  importWrongKind: 'Elige un archivo .txt o .csv.',
  importTooLarge: 'Ese archivo es demasiado grande para una lista de opciones (el límite es de 5 MB).',
  importNotText: 'Ese archivo no es de texto: parece una imagen, un programa o un archivo comprimido. No se ha importado nada; elige una lista guardada como .txt o .csv.',
  importEmpty: 'Ese archivo no contiene ninguna opción.',
  importUnreadable: 'No se ha podido leer ese archivo.',
  headingQuestion: 'La primera fila, «{heading}», parece el encabezado de una columna. ¿Quieres dejarla fuera de las opciones?',
  leaveOutHeading: 'Omitir encabezado',
  keepHeading: 'Mantenerla como opción',

  visibleSummary:
    '{visible, plural, one {{number} visible en la ruleta} other {{number} visibles en la ruleta}}{hidden, plural, =0 {} one { (# oculta)} other { (# ocultas)}}',
  shortenedNotice:
    '{count, plural, one {# opción tiene más de {max} caracteres: se muestra acortada en la ruleta y en la lista, pero se guarda completa en tu lista, los resultados y las exportaciones.} other {# opciones tienen más de {max} caracteres: se muestran acortadas en la ruleta y en la lista, pero se guardan completas en tu lista, los resultados y las exportaciones.}}',
  emptyList: 'Aún no hay opciones. ¡Añade la primera arriba!',

  listLabel: 'Opciones',
  reorderInstructions:
    'Para reordenar, pulsa Espacio o Intro para coger la opción. Muévela con las flechas arriba y abajo, suéltala con Espacio o Intro, o pulsa Esc para cancelar.',
  handleRoleDescription: 'asa para reordenar',
  reorderEntry: 'Reordenar {entry}',
  entryColor: 'Color de {entry}',
  editEntry: 'Editar {entry}',
  hideEntry: 'Ocultar {entry}',
  showEntry: 'Mostrar {entry}',
  duplicateEntry: 'Duplicar {entry}',
  copyOf: '{entry} (copia)',
  deleteEntry: 'Eliminar {entry}',
  editBox: 'Editar opción',

  unnamedEntry: 'Opción',
  pickedUp: 'Has cogido {entry}, posición {position} de {total}.',
  movedTo: '{entry} se ha movido a la posición {position} de {total}.',
  notOverList: '{entry} ya no está sobre la lista.',
  droppedAt: '{entry} se ha soltado en la posición {position} de {total}.',
  droppedOutside: '{entry} se ha soltado fuera de la lista; el orden no cambia.',
  reorderCancelled: 'Reordenación cancelada. {entry} sigue en la posición {position}.',

  addManyTitle: 'Añadir varias opciones',
  addManyLabel: 'Opciones, una por línea',
  addManyPlaceholder: 'Ana\nJavier\nLucía',
  addManyHint: 'Pega o escribe una opción por línea.',
  addManyCount: '{count, plural, one {# opción para añadir} other {# opciones para añadir}}',
  addEntries: 'Añadir opciones',
  addManyHeldTitle: '{lines, plural, one {# línea pegada} other {# líneas pegadas}}',
  addManyHeldCounting: 'Contando las líneas pegadas…',
  addManyHeldWhy: 'Una lista tan larga se guarda fuera del cuadro para que la página siga ágil. «Añadir opciones» añade todas las líneas.',
  addManyHeldPreview: 'Primeras líneas pegadas',
  addManyHeldMore: 'Y {count, plural, one {# línea más} other {# líneas más}}.',
  addManyHeldClear: 'Quitar las líneas pegadas',

  addedTitle: '{count, plural, one {Se ha añadido # opción.} other {Se han añadido # opciones.}}',
  addedDescription: 'Al final de la lista.',
  importedTitle: '{count, plural, one {Se ha importado # opción.} other {Se han importado # opciones.}}',
  importedDescription: 'Desde {fileName}, al final de la lista.',
  importedWithoutHeading: 'Desde {fileName}, al final de la lista. Se ha omitido el encabezado «{heading}».',
  shuffledTitle: 'Opciones mezcladas.',
  shuffledDescription: '{count, plural, one {# opción} other {# opciones}} en un nuevo orden aleatorio.',
  sortedTitle: 'Opciones ordenadas de la A a la Z.',
  sortedDescription: '{count, plural, one {# opción} other {# opciones}}; los números, por orden numérico.',
  noDuplicatesTitle: 'No hay opciones repetidas.',
  noDuplicatesDescription: 'Todas las opciones son distintas; no se ha quitado nada.',
  duplicatesRemovedTitle: '{count, plural, one {Se ha quitado # opción repetida.} other {Se han quitado # opciones repetidas.}}',
  duplicatesRemovedDescription: 'Se ha conservado la primera de cada una.',
  clearedTitle: 'Se han borrado todas las opciones.',
  clearedDescription: '{count, plural, one {Se ha eliminado # opción.} other {Se han eliminado # opciones.}}',
  deletedTitle: 'Opción eliminada',
  deletedDescription: '«{entry}» ya no está en la lista.',

  lockedTitle: 'La lista está bloqueada',
  lockedDescription: 'Hay un sorteo verificable en curso: primero finalízalo o cancélalo en la pestaña Giro.',
  undoneTitle: 'Cambio deshecho',
  undidAdded:
    'Deshecho: añadir {count, plural, one {# opción} other {# opciones}}{later, plural, =0 {} one { y # cambio posterior} other { y # cambios posteriores}}.',
  undidRemoved:
    'Deshecho: eliminar {count, plural, one {# opción} other {# opciones}}{later, plural, =0 {} one { y # cambio posterior} other { y # cambios posteriores}}.',
  undidChanged: 'Deshecho: cambiar 1 opción{later, plural, =0 {} one { y # cambio posterior} other { y # cambios posteriores}}.',
  undidReplaced: 'Deshecho: sustituir la lista{later, plural, =0 {} one { y # cambio posterior} other { y # cambios posteriores}}.',
  nothingToUndoTitle: 'No hay nada que deshacer',
  nothingToUndoDescription: 'Ese cambio ya no está en el historial (se guardan los 50 últimos).',
  replacedTitle: 'Tu lista ha sido sustituida en otra pestaña',
  replacedDescription:
    '{what, select, template {Allí se abrió un enlace de plantilla.} sharedWheel {Allí se abrió un enlace de ruleta compartida.} other {Allí se abrió un enlace.}} «Deshacer» recupera tu lista, aquí y en todas las pestañas.',
  historyCutTitle: 'No todos los cambios se podrán deshacer después de recargar',
  historyCutDescription:
    '{kept, plural, =0 {Tu historial de cambios no cabe en lo que guarda este navegador, así que después de recargar «Deshacer último cambio» empieza de nuevo desde la lista tal como esté.} one {Solo tu último cambio cabe en lo que guarda este navegador, así que es lo único que «Deshacer último cambio» podrá deshacer después de recargar.} other {Solo tus últimos # cambios caben en lo que guarda este navegador, así que son lo único que «Deshacer último cambio» podrá deshacer después de recargar.}} Hasta entonces, puedes deshacer cualquier cambio.',
  picturesLeftOutNotice:
    'Con más de {max} opciones visibles ya no caben imágenes en la ruleta, así que no se dibujan; la tarjeta del ganador y los resultados las siguen mostrando.',
};
