import type { Messages } from '../shape';

/** A checkable draw on the wheel page: sealing, announcing, spinning and finishing it. */
export const draw: Messages['draw'] = {
  // The switch
  checkableDraw: 'Sorteo verificable',
  checkableDrawDescription: 'Sella la lista antes del primer giro para que cualquiera pueda comprobar después a los ganadores.',

  // Setting a draw up and sealing it
  winnersInDraw: 'Ganadores de este sorteo',
  winnersInDrawHint: 'Queda fijado al sellar el sorteo, junto con la lista y el título de la ruleta: de 1 a {most} (las opciones visibles).',
  noVisibleEntry: 'Añade al menos una opción visible antes de sellar un sorteo.',
  sealUnderWay: 'Ya hay un sorteo en curso.',
  sealNoEntries: 'Un sorteo verificable necesita al menos una opción',
  sealWinnersCount:
    '{count, plural, one {Un sorteo de {entries} opción tiene 1 ganador, no {winnersCount}} other {Un sorteo de {entries} opciones tiene de 1 a {entries} ganadores, no {winnersCount}}}',
  /** {problem} is the text rule broken; its other case is "not in NFC". */
  sealTitleProblem:
    'El título no se puede usar: {problem, select, tooLong {tiene más de {max} caracteres} lineBreak {contiene un salto de línea} lineSeparator {contiene un separador de línea (U+2028), que funciona como un salto de línea} paragraphSeparator {contiene un separador de párrafo (U+2029), que funciona como un salto de línea} tab {contiene un tabulador} loneSurrogate {contiene un carácter roto (un sustituto suelto)} control {contiene el carácter de control invisible {codePoint}} other {no está en la forma normal Unicode NFC}}.',
  /** {text} is the entry's first 40 characters. */
  sealEntryProblem:
    'La opción {number} («{text}») no se puede usar: {problem, select, empty {está vacía o solo tiene espacios} lineBreak {contiene un salto de línea} lineSeparator {contiene un separador de línea (U+2028), que funciona como un salto de línea} paragraphSeparator {contiene un separador de párrafo (U+2029), que funciona como un salto de línea} tab {contiene un tabulador} loneSurrogate {contiene un carácter roto (un sustituto suelto)} control {contiene el carácter de control invisible {codePoint}} other {no está en la forma normal Unicode NFC}}.',
  sealing: 'Sellando…',
  sealDraw: 'Sellar el sorteo',
  drawNotSealedTitle: 'Sorteo sin sellar',
  drawNotSealed:
    'Este navegador no ha podido generar el compromiso (necesita Web Crypto, que solo está disponible en páginas seguras).',

  // Where a draw's randomness comes from, and when a beacon draw is decided
  randomness: 'Fuente del azar',
  randomnessBeacon: 'Faro público (drand)',
  randomnessBeaconHelp:
    'Los ganadores salen del valor aleatorio que drand (la League of Entropy, una red de operadores independientes) publica a la hora del sorteo, firmado para que cualquiera pueda comprobarlo. Nadie, ni siquiera tú, puede conocerlo ni elegirlo antes. Lo que no demuestra por sí solo: que compartiste el anuncio antes de la hora del sorteo, así que publícalo con tiempo.',
  randomnessSeed: 'Semilla pública del público',
  randomnessSeedHelp:
    'Funciona sin internet: ahora se sella una semilla secreta y tu público escribe una semilla pública después del anuncio. Es tan justo como la persona que escribe esa semilla: si no la elige el público, podrías haber escogido una que favorezca a alguien.',
  drawTime: 'Hora del sorteo',
  drawTimeHint:
    'Cuándo se deciden los ganadores, en tu zona horaria. Si la dejas vacía: 2 minutos después de sellar. Desde 30 segundos después de sellar hasta 30 días más adelante.',
  drawTimeUnreadable:
    'La hora del sorteo no es una fecha y hora completas: indica el día, la hora y los minutos, o déjala vacía para 2 minutos después de sellar.',
  drawTimeTooSoon:
    'La hora del sorteo {time} cae menos de 30 segundos después de sellar: elige una hora posterior, o déjala vacía para 2 minutos después de sellar.',
  drawTimeTooLate: 'La hora del sorteo {time} está a más de 30 días: elige una hora dentro de los próximos 30 días.',

  // A sealed draw
  commitmentLabel: 'Compromiso del sorteo',
  commitmentSealed:
    '{count, plural, one {Sellado: la lista, el título, la hora y {wanted} ganador, con una semilla secreta.} other {Sellado: la lista, el título, la hora y {wanted} ganadores, con una semilla secreta.}}',
  commitmentPublish: 'Publícalo antes del primer giro: sella la lista y una semilla secreta.',
  copiedCommitment: 'Compromiso',
  copyCommitment: 'Copiar compromiso',
  announcementLabel: 'Enlace de anuncio',
  makingLink: 'Creando el enlace…',
  announcementHelp:
    'Compártelo antes del primer giro: todo el mundo podrá ver la lista, el número de ganadores y el compromiso, y comprobar que está en la lista.',
  copiedLink: 'Enlace',
  copyAnnouncementLink: 'Copiar enlace de anuncio',
  publicSeedLabel: 'Semilla pública',
  publicSeedHelp:
    'Opcional. Después de compartir el anuncio, deja que tu público elija una palabra o usa un número que nadie conozca todavía.',
  publicSeedAfterSeal: 'Como llega después del sellado, ni siquiera tú podrías haber elegido una semilla secreta que favoreciera a nadie.',
  publicSeedCanonical:
    'Se eliminan los caracteres invisibles y los espacios de más, para que la semilla sea exactamente lo que todos leen.',
  publicSeedLocked: 'Bloqueada: el sorteo ha empezado.',
  winnersDrawn: '{count, plural, one {{drawn} de {wanted} ganador sorteado} other {{drawn} de {wanted} ganadores sorteados}}',
  winnersSoFar: 'Ganadores hasta ahora',
  everyWinnerDrawn: 'Ya han salido todos los ganadores: finaliza el sorteo para revelar su semilla.',
  finishDraw: 'Finalizar sorteo',
  cancelDraw: 'Cancelar sorteo',

  // A sealed beacon draw: waiting for its round, then drawing
  commitmentSealedBeacon:
    '{count, plural, one {Sellado: la lista, el título, la hora, {wanted} ganador y la ronda de drand que lo decide.} other {Sellado: la lista, el título, la hora, {wanted} ganadores y la ronda de drand que los decide.}}',
  announcementHelpBeacon:
    'Compártelo antes de la hora del sorteo: todos ven la lista, el número de ganadores, la hora del sorteo y la ronda, y pueden comprobar los ganadores por su cuenta en cuanto salga la ronda.',
  drawTimeSealed: 'Ganadores decididos el {time}',
  drandRound: 'ronda {round} de drand',
  countdown: '{days, plural, =0 {faltan {clock}} one {falta # día y {clock}} other {faltan # días y {clock}}}',
  waitingForRound: 'No se puede girar hasta que salga la ronda y se compruebe su firma.',
  roundFetching: 'Llegó la hora del sorteo: obteniendo la ronda {round} de drand y comprobando su firma…',
  roundVerified: 'Ronda {round} de drand recibida y su firma comprobada: cada giro cae ahora en el siguiente ganador.',
  roundUnreachable:
    'No se pudo obtener la ronda {round} de drand: ninguno de sus servidores respondió con una firma válida. No se usa ninguna otra fuente de azar: la lista sigue bloqueada hasta que llegue la ronda, o puedes cancelar el sorteo.',
  tryAgain: 'Reintentar',
  everyWinnerDrawnBeacon: 'Ya salieron todos los ganadores: finaliza el sorteo para obtener su enlace de verificación.',
  drawFinishedBeacon:
    '{count, plural, one {Sorteo finalizado con {drawn} ganador. Publica este enlace donde publicaste el anuncio: cualquiera puede comprobar la firma de la ronda y el ganador.} other {Sorteo finalizado con {drawn} ganadores. Publica este enlace donde publicaste el anuncio: cualquiera puede comprobar la firma de la ronda y los ganadores.}}',

  // Asking before a draw is cancelled
  cancelTitle: '¿Cancelar este sorteo?',
  cancelText:
    '{count, plural, =0 {El sorteo termina sin resultado. Se conserva como registro cancelado, y su enlace muestra a quien lo compruebe que este sorteo se canceló.} one {El sorteo termina sin resultado. Se conserva como registro cancelado, con el único ganador sorteado hasta ahora, y su enlace muestra a quien lo compruebe que este sorteo se canceló.} other {El sorteo termina sin resultado. Se conserva como registro cancelado, con los {drawn} ganadores sorteados hasta ahora, y su enlace muestra a quien lo compruebe que este sorteo se canceló.}}',
  keepDrawing: 'Seguir sorteando',
  cancelTheDraw: 'Cancelar el sorteo',

  // The draw that just ended
  drawFinished:
    '{count, plural, one {Sorteo finalizado con {drawn} ganador. La semilla secreta ya se ha revelado: publica este enlace donde publicaste el compromiso para que cualquiera pueda comprobar el sorteo.} other {Sorteo finalizado con {drawn} ganadores. La semilla secreta ya se ha revelado: publica este enlace donde publicaste el compromiso para que cualquiera pueda comprobar el sorteo.}}',
  drawCancelled:
    '{count, plural, one {Sorteo cancelado tras {drawn} de {wanted} ganador. Se conserva como registro cancelado: publica este enlace donde publicaste el anuncio para que tu público vea que el sorteo terminó sin resultado.} other {Sorteo cancelado tras {drawn} de {wanted} ganadores. Se conserva como registro cancelado: publica este enlace donde publicaste el anuncio para que tu público vea que el sorteo terminó sin resultado.}}',
  verificationLinkLabel: 'Enlace de verificación',
  cancelledLinkLabel: 'Enlace del sorteo cancelado',
  copyVerificationLink: 'Copiar enlace de verificación',
  copyCancelledLink: 'Copiar enlace del sorteo cancelado',
  downloadRecord: 'Descargar registro del sorteo',

  // Past draws
  pastDraws: 'Sorteos anteriores',
  untitledDraw: 'Sorteo sin título',
  pastFinished: '{count, plural, one {Finalizado el {when}, {drawn} ganador} other {Finalizado el {when}, {drawn} ganadores}}',
  pastCancelled: '{count, plural, one {Cancelado el {when}, {drawn} ganador} other {Cancelado el {when}, {drawn} ganadores}}',
  check: 'Comprobar',
  checkPastDraw: 'Comprobar {title}',
  remove: 'Quitar',
  removePastDraw: 'Quitar {title} ({draw})',

  // Toasts
  linkNotMadeTitle: 'No se ha creado el enlace',
  linkNotMade: 'Este navegador no ha podido comprimir el enlace. Descarga el registro en su lugar.',
  verificationLinkNotMade: 'Este navegador no ha podido comprimir el enlace de verificación. Descarga el registro en su lugar.',
  drawChangedTitle: 'El sorteo ha cambiado',
  drawChanged: 'El sorteo ha avanzado en otra pestaña; este giro no se ha añadido.',

  // The entry list during a draw
  listLocked:
    'La lista está bloqueada mientras haya un sorteo verificable en curso. Finaliza o cancela el sorteo en la pestaña Giro para editarla.',

  // Una lista con imágenes
  picturesNotInRecord: 'Las imágenes no forman parte del registro del sorteo: solo se comprometen los textos de las entradas.',
};
