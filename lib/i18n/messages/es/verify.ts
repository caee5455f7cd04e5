import type { Messages } from '../shape';

/** /verify: reading a draw record or link and reporting what checks out. */
export const verify: Messages['verify'] = {
  // The checker's form.
  recordLabel: 'Registro del sorteo',
  recordHint: 'Pega un enlace de verificación, un enlace de anuncio o el JSON del registro. Nada de lo que pegues sale de esta página.',
  checkButton: 'Comprobar registro',
  openRecordFile: 'Abrir un archivo de registro (.json)',

  // The verdict, read out when it arrives. {drawn} and {winners} are written without thousands separators.
  checking: 'Comprobando…',
  verdictVerified: 'Verificado',
  verdictNotVerified: 'No verificado: ha fallado la comprobación «{check}». {detail}',
  verdictAnnounced: 'Anunciado, aún sin sortear',
  verdictCancelled:
    'Cancelado: el organizador detuvo este sorteo tras {drawn, plural, one {{drawn} ganador} other {{drawn} ganadores}} de {sealed}. Su compromiso y los ganadores obtenidos hasta entonces son auténticos, pero no tiene resultado.',
  verdictBrokeDown: 'No verificado: este navegador no ha podido terminar las comprobaciones ({error}).',

  // Notes above the checks.
  announcementNoteTitle: 'Qué hacer antes del sorteo',
  announcementNoteIntro:
    'Esto es un anuncio: el organizador ha sellado la lista, el número de ganadores y la hora, y ha publicado el compromiso. Todavía no se ha sorteado nada y, hasta que se conozca la semilla pública, nadie puede calcular los ganadores, ni siquiera el organizador.',
  announcementStepSeedTitle: 'Acuerda una semilla pública que el organizador no controle.',
  announcementStepSeed:
    'Después de publicarse este anuncio, el público elige un texto que nadie podía conocer antes y que el organizador no puede elegir ni cambiar: una palabra que alguien escriba en el chat o los próximos números oficiales de la lotería. El organizador lo introduce antes del primer giro; los ganadores se deducen de él y de la semilla secreta sellada.',
  announcementStepKeepTitle: 'Guarda este enlace para comprobarlo más tarde.',
  announcementStepKeep:
    'Cuando termine el sorteo, abre en esta página el enlace de verificación del organizador. Debe mostrar la misma lista, el mismo número de ganadores, la misma hora y el mismo compromiso que este anuncio, además de la semilla pública acordada.',
  /** {checkYouAreIn} is announcementStepFindTitle, in bold; "Find an entrant" is findLabel. */
  announcementStepFind: '{checkYouAreIn} con «Buscar un participante», más abajo.',
  announcementStepFindTitle: 'Comprueba que estás en la lista',
  copyAnnouncementLink: 'Copiar enlace de anuncio',
  /** The copied thing, as the "{what} Copied" toast names it. */
  copiedLink: 'Enlace',
  cancelledNoteTitle: 'Este sorteo se canceló',
  cancelledNote:
    'El organizador detuvo este sorteo tras {drawn, plural, one {# ganador} other {# ganadores}} de {sealed}, así que no tiene resultado. Las comprobaciones de abajo muestran si su compromiso y los ganadores obtenidos antes de detenerlo son auténticos. Un sorteo cancelado conserva su registro, así que un organizador que cancela y vuelve a empezar deja rastro: si después de este hubo otro sorteo con la misma lista, pregúntale por qué.',
  olderAlgorithmNoteTitle: 'Un algoritmo anterior',
  olderAlgorithmNote:
    'Este registro usa el algoritmo anterior, {v1}. Su compromiso solo cubría la semilla secreta y la lista: no fijaba el título, la hora ni el número de ganadores, así que estos datos pudieron cambiarse después de publicar el compromiso. Su semilla pública se usaba exactamente tal como se escribió. Los sorteos que se hacen ahora usan {v2}, que fija todos estos datos.',
  tooLargeNoteTitle: 'Demasiado grande para abrirlo',
  tooLargeNote:
    'Estos datos contienen más de lo que cabe en un sorteo de {maxEntries} opciones, así que la página ha dejado de leerlos y no muestra nada de ellos. Un enlace así no es un sorteo de SpinFair; pide al organizador el archivo del registro.',

  // The checks, each with its outcome.
  checksHeading: 'Comprobaciones',
  checkOutcome: '{check}: {outcome}',
  outcomePassed: 'Superada',
  outcomeFailed: 'Fallida',
  outcomeNotChecked: 'Sin comprobar',
  checkRecordLabel: 'El registro se puede leer y sigue {v3}, {v2} o {v1}',
  checkCommitmentLabel: 'Todo lo sellado coincide con el compromiso',
  checkWinnersLabel: 'Los ganadores se deducen de las semillas',

  // What each check found. Counts, positions and winner numbers here are written without thousands
  // separators; quoted texts are the record's own, cut to 80 characters.
  announcementRead:
    'Un anuncio: {entries, plural, one {{entries} opción} other {{entries} opciones}}, {winners, plural, one {{winners} ganador por sortear} other {{winners} ganadores por sortear}}.',
  announcementReadTitled:
    'Un anuncio de «{title}»: {entries, plural, one {{entries} opción} other {{entries} opciones}}, {winners, plural, one {{winners} ganador por sortear} other {{winners} ganadores por sortear}}.',
  recordRead:
    'Un registro completo: {entries, plural, one {{entries} opción} other {{entries} opciones}}, {winners, plural, one {{winners} ganador} other {{winners} ganadores}}.',
  recordReadTitled:
    'Un registro completo de «{title}»: {entries, plural, one {{entries} opción} other {{entries} opciones}}, {winners, plural, one {{winners} ganador} other {{winners} ganadores}}.',
  cancelledRecordRead:
    'Un registro cancelado: {entries, plural, one {{entries} opción} other {{entries} opciones}}, {winners, plural, one {{winners} ganador} other {{winners} ganadores}}.',
  cancelledRecordReadTitled:
    'Un registro cancelado de «{title}»: {entries, plural, one {{entries} opción} other {{entries} opciones}}, {winners, plural, one {{winners} ganador} other {{winners} ganadores}}.',
  notCheckedUnread: 'Sin comprobar: no se ha podido leer el registro.',
  notCheckedYet: 'Se comprueba cuando el sorteo termina y el organizador revela la semilla secreta.',
  commitmentMatchesV1:
    'El SHA-256 de la semilla secreta y {entries, plural, one {la única opción} other {las {entries} opciones}} da el compromiso publicado.',
  commitmentMatchesV2:
    'El SHA-256 de la semilla secreta, la hora, el número de ganadores, el título y {entries, plural, one {la única opción} other {las {entries} opciones}} da el compromiso publicado.',
  /** {recomputed} and {commitment} are the first 12 hexadecimal digits of each, then "…". */
  commitmentDiffersV1:
    'El SHA-256 de la semilla secreta y {entries, plural, one {la única opción} other {las {entries} opciones}} da {recomputed}, pero el compromiso es {commitment}: algo de lo sellado no coincide con lo que fijó el organizador.',
  commitmentDiffersV2:
    'El SHA-256 de la semilla secreta, la hora, el número de ganadores, el título y {entries, plural, one {la única opción} other {las {entries} opciones}} da {recomputed}, pero el compromiso es {commitment}: algo de lo sellado no coincide con lo que fijó el organizador.',
  winnersOverEntriesCheck:
    'El registro indica {winners, plural, one {{winners} ganador} other {{winners} ganadores}}, pero un sorteo sin reposición entre {entries, plural, one {{entries} opción tiene como máximo {entries}} other {{entries} opciones tiene como máximo {entries}}}.',
  positionOutOfRange: 'El ganador {winner} tiene la posición {position}, pero las posiciones de la lista van de 0 a {last}.',
  wrongWinner:
    'El ganador {winner} debería ser la posición {expectedPosition} («{expectedText}»), pero el registro indica la posición {claimedPosition} («{claimedText}»).',
  wrongText: 'El ganador {winner} está en la posición {position}, cuyo texto es «{expectedText}», pero el registro indica «{claimedText}».',
  winnersCountDiffers:
    'El sorteo se selló para {sealed, plural, one {{sealed} ganador} other {{sealed} ganadores}}, pero el registro finalizado tiene {winners}.',
  noWinners: 'El registro no tiene ganadores, así que no hay nada que recalcular.',
  winnersMatch:
    'Recalculados a partir de la semilla secreta y la semilla pública, {winners, plural, one {el ganador es el mismo} other {los {winners} ganadores son los mismos y en el mismo orden}}.',
  // Version 3: the beacon round, its signature and the winners it decides.
  checkRoundLabel:
    "La ronda del faro se publica después del sellado",
  checkSignatureLabel:
    "La firma de la ronda es de drand quicknet",
  notCheckedUntilRound:
    "Se comprueba cuando se publica la ronda del faro y el sorteo termina.",
  commitmentMatchesV3:
    "El SHA-256 de la hora, el número de ganadores, la cadena y la ronda del faro, el título y {entries, plural, one {la única opción} other {las {entries} opciones}} da el compromiso publicado.",
  commitmentDiffersV3:
    "El SHA-256 de la hora, el número de ganadores, la cadena y la ronda del faro, el título y {entries, plural, one {la única opción} other {las {entries} opciones}} da {recomputed}, pero el compromiso es {commitment}: algo de lo sellado no coincide con lo que selló el organizador.",
  roundAfterCommit:
    "La ronda {round} se publica {seconds, plural, one {{seconds} segundo} other {{seconds} segundos}} después del compromiso, así que nadie podía conocer su aleatoriedad al sellar el sorteo.",
  roundTooSoon:
    "La ronda {round} se publica {seconds, plural, one {{seconds} segundo} other {{seconds} segundos}} después del compromiso, menos de los 30 segundos que necesita un sorteo: su aleatoriedad podía conocerse al sellar el sorteo.",
  signatureVerifies:
    "La firma de la ronda {round} es válida con la clave pública de drand quicknet.",
  signatureForged:
    "La firma no es válida para la ronda {round} con la clave pública de drand quicknet: no es la del faro.",
  signatureNotOut:
    "El sorteo se canceló antes de publicarse la ronda {round}: no hay firma que comprobar.",
  beaconWinnersMatch:
    "Recalculados a partir de la aleatoriedad de la ronda (el SHA-256 de su firma) y el compromiso, {winners, plural, one {el ganador es el mismo} other {los {winners} ganadores son los mismos y en el mismo orden}}.",
  beaconProblem:
    "«beacon» {problem, select, notObject {falta o no es un objeto} otherChain {nombra otra cadena distinta de drand quicknet} notRound {no tiene número de ronda (un número entero desde 1)} notSignature {tiene una firma que no son 96 dígitos hexadecimales en minúscula} other {no tiene firma, y un sorteo terminado o cualquier ganador sorteado la necesita}}.",
  noCrypto:
    'Este navegador no ha podido calcular SHA-256 ni HMAC aquí ({error}). Prueba con un navegador actualizado en la dirección https del sitio.',

  // Why the input could not be read: the pasted text or the link.
  nothingToCheck: 'No hay nada que comprobar: pega un registro del sorteo o un enlace de verificación.',
  notRecordOrLink: 'El texto no es un registro del sorteo (JSON) ni un enlace de verificación (una dirección con «#r=»).',
  tooLarge:
    '{source, select, verification {El enlace de verificación es demasiado grande: descomprimido ocupa más de lo que cabe en un registro de {maxEntries} opciones, así que no se ha abierto.} announcement {El enlace de anuncio es demasiado grande: descomprimido ocupa más de lo que cabe en un registro de {maxEntries} opciones, así que no se ha abierto.} other {El texto es demasiado grande: descomprimido ocupa más de lo que cabe en un registro de {maxEntries} opciones, así que no se ha abierto.}}',
  notJson:
    '{source, select, verification {El registro del enlace de verificación no es un JSON válido: puede que esté cortado o editado a mano.} announcement {El registro del enlace de anuncio no es un JSON válido: puede que esté cortado o editado a mano.} other {El registro del sorteo no es un JSON válido: puede que esté cortado o editado a mano.}}',
  linkEmpty: '{link, select, announcement {El enlace de anuncio no tiene nada después de «#a=».} other {El enlace de verificación no tiene nada después de «#r=».}}',
  linkDamaged:
    '{link, select, announcement {El enlace de anuncio está dañado: después de «#a=» tiene caracteres o una longitud que un enlace nunca tiene.} other {El enlace de verificación está dañado: después de «#r=» tiene caracteres o una longitud que un enlace nunca tiene.}}',
  linkIncomplete:
    '{link, select, announcement {El enlace de anuncio está incompleto o dañado: no se ha podido descomprimir su contenido. Vuelve a copiar el enlace entero.} other {El enlace de verificación está incompleto o dañado: no se ha podido descomprimir su contenido. Vuelve a copiar el enlace entero.}}',
  linkNotUtf8: '{link, select, announcement {El enlace de anuncio no contiene texto UTF-8.} other {El enlace de verificación no contiene texto UTF-8.}}',

  // Why the record is not one a draw makes. {field} is the record's own field name, kept as it is;
  // entry and winner numbers count from 1 and are written without thousands separators.
  notObject: 'El registro no es un objeto JSON.',
  noAlgorithm: 'El registro no indica su algoritmo.',
  unknownAlgorithm: 'El registro indica el algoritmo «{algorithm}»; esta página comprueba {v3}, {v2} y {v1}.',
  unknownAlgorithmNotText: 'El registro indica como algoritmo un valor que no es texto; esta página comprueba {v3}, {v2} y {v1}.',
  notText:
    '{part, select, entry {Falta la opción {number} o no es texto.} winnerText {Falta el texto del ganador {number} o no es texto.} other {Falta «{field}» o no es texto.}}',
  brokenCharacter:
    '{part, select, entry {La opción {number} contiene un carácter roto (un sustituto UTF-16 sin pareja).} winnerText {El texto del ganador {number} contiene un carácter roto (un sustituto UTF-16 sin pareja).} other {«{field}» contiene un carácter roto (un sustituto UTF-16 sin pareja).}}',
  notHex64: '«{field}» debe tener 64 dígitos hexadecimales en minúscula.',
  notDateTime: '«{field}» no es una fecha y hora ISO 8601.',
  notExactTime: '«{field}» debe ser una hora UTC escrita exactamente como YYYY-MM-DDTHH:MM:SS.sssZ.',
  entriesNotList: 'Falta «entries» o no es una lista.',
  entriesEmpty: '«entries» está vacío: un sorteo necesita al menos una opción.',
  tooManyEntries: 'El sorteo es demasiado grande: tiene más de {maxEntries} opciones.',
  entryLineBreak: 'La opción {entry} contiene un salto de línea, algo que las opciones de un sorteo nunca tienen.',
  /** {codePoint} is written as Unicode writes it, e.g. U+0007. */
  entryBreaksRules:
    'La opción {entry} incumple las reglas de texto del sorteo: {problem, select, empty {está vacía o solo tiene espacios} lineBreak {contiene un salto de línea} lineSeparator {contiene un separador de línea (U+2028), que funciona como un salto de línea} paragraphSeparator {contiene un separador de párrafo (U+2029), que funciona como un salto de línea} tab {contiene un tabulador} loneSurrogate {contiene un carácter roto (un sustituto suelto)} control {contiene el carácter de control invisible {codePoint}} other {no está en la forma normal Unicode NFC}}.',
  titleBreaksRules:
    'El título incumple las reglas de texto del sorteo: {problem, select, tooLong {tiene más de {max} caracteres} lineBreak {contiene un salto de línea} lineSeparator {contiene un separador de línea (U+2028), que funciona como un salto de línea} paragraphSeparator {contiene un separador de párrafo (U+2029), que funciona como un salto de línea} tab {contiene un tabulador} loneSurrogate {contiene un carácter roto (un sustituto suelto)} control {contiene el carácter de control invisible {codePoint}} other {no está en la forma normal Unicode NFC}}.',
  winnersNotList: 'Falta «winners» o no es una lista.',
  winnersOverEntries:
    'El registro indica {winners, plural, one {{winners} ganador} other {{winners} ganadores}}, pero un sorteo entre {entries, plural, one {{entries} opción tiene como máximo {entries}} other {{entries} opciones tiene como máximo {entries}}}.',
  winnerNotObject: 'El ganador {winner} no es un objeto con una posición y un texto.',
  winnerPosition: 'La posición del ganador {winner} no es un número entero igual o mayor que 0.',
  extraField: 'El registro tiene un campo «{field}» que su versión no tiene.',
  winnersCountRange: '«winnersCount» debe ser un número entero entre 1 y el número de opciones ({entries}).',
  publicSeedNotCanonical:
    '«publicSeed» no está en su forma canónica (sin caracteres invisibles, con espacios simples y como máximo {max} caracteres), así que no es lo que usa un sorteo.',
  winnersOverSealed: 'El registro indica {winners, plural, one {{winners} ganador} other {{winners} ganadores}}, pero el sorteo se selló para {sealed}.',
  notOneEnd: 'Un registro de la versión 2 tiene exactamente uno de estos dos campos: «finishedAt» o «cancelledAt».',
  endBeforeCommitted: '«{field}» es anterior a «committedAt»: un sorteo no puede terminar antes de sellarse.',

  // The draw as read: title, details, winners.
  untitledDraw: 'Sorteo sin título',
  detailAlgorithm: 'Algoritmo',
  detailCommitted: 'Sellado',
  detailFinished: 'Finalizado',
  detailCancelled: 'Cancelado',
  detailEntries: 'Opciones',
  detailWinners: 'Ganadores',
  winnersDrawnOfSealed: '{drawn, plural, one {{drawn} obtenido} other {{drawn} obtenidos}} de {sealed, plural, one {{sealed} sellado} other {{sealed} sellados}}',
  detailWinnersToDraw: 'Ganadores por sortear',
  detailCommitment: 'Compromiso',
  detailServerSeed: 'Semilla secreta',
  serverSeedSecret: 'Secreta hasta que termine el sorteo',
  detailPublicSeed: 'Semilla pública',
  publicSeedNone: '(ninguna)',
  publicSeedNotChosen: 'Aún sin elegir',
  noWinnerDrawn: 'No salió ningún ganador.',
  winnersInOrder: 'Ganadores en el orden en que salieron',
  winnersBeforeCancelled: 'Ganadores obtenidos antes de cancelar el sorteo',
  /** After the winner's text; {position} is written without thousands separators. */
  winnerAt: '(posición {position})',
  moreWinnersShown:
    'y {count, plural, one {# ganador más, marcado en la lista de abajo.} other {# ganadores más, cada uno marcado en la lista de abajo.}}',
  moreWinnersPrinted: 'y {count, plural, one {# ganador más} other {# ganadores más}}, en el registro.',
  copyVerificationLink: 'Copiar enlace de verificación',
  downloadRecord: 'Descargar registro',
  print: 'Imprimir',

  // On paper only: the link as a QR code.
  qrCodeLabel: '{link, select, announcement {Código QR del enlace de anuncio} other {Código QR del enlace de verificación}}',
  qrCodeScan:
    '{link, select, announcement {Escanéalo para abrir el enlace de anuncio y comprobar tú mismo el sorteo:} other {Escanéalo para abrir el enlace de verificación y comprobar tú mismo el sorteo:}}',
  qrCodeTooLong:
    '{link, select, announcement {El enlace de anuncio es demasiado largo para un código QR ({length} caracteres; un móvil lee hasta {max}). Guarda el archivo del registro o el propio enlace y compruébalo en esta página.} other {El enlace de verificación es demasiado largo para un código QR ({length} caracteres; un móvil lee hasta {max}). Guarda el archivo del registro o el propio enlace y compruébalo en esta página.}}',
  qrCodeNoLink: 'No se ha podido crear un enlace con estos datos.',

  // Find an entrant. {query} is what the visitor typed; positions and winner numbers are written without
  // thousands separators.
  findLabel: 'Buscar un participante',
  findHint: 'Escribe un nombre tal como se introdujo para ver si está en la lista y si ha ganado.',
  findHintAnnounced: 'Escribe un nombre tal como se introdujo para ver si está en la lista.',
  foundExactly: '«{query}» está en este sorteo, tal cual lo has escrito, en {count, plural, =1 {una posición} other {# posiciones}}.',
  foundLooseToo:
    '{count, plural, one {# opción más solo se diferencia en mayúsculas o espacios.} other {# opciones más solo se diferencian en mayúsculas o espacios.}}',
  foundLoosely:
    '«{query}» no está en este sorteo tal cual lo has escrito. Sin tener en cuenta mayúsculas ni espacios, coincide con {count, plural, =1 {una posición} other {# posiciones}}:',
  foundLooselyAdvice: 'El sorteo compara los textos tal cual, así que comprueba cuál es tu forma exacta de escribirlo.',
  notFound: '«{query}» no está en este sorteo, ni siquiera sin tener en cuenta mayúsculas y espacios.',
  /** {standing} is one of the four below. */
  matchAt: 'Posición {position}: {text} ({standing})',
  matchWon: 'ganó: ganador {winner}',
  matchWonBeforeCancelled: 'ganó como ganador {winner} antes de que se cancelara el sorteo',
  matchNotDrawnYet: 'aún sin sortear',
  matchDidNotWin: 'no ganó',
  moreMatches: '{count, plural, one {y # posición más con el mismo texto.} other {y # posiciones más con el mismo texto.}}',

  // The list of entries.
  longListNote:
    'Si la lista es larga, se muestra una línea por opción y los textos más largos aparecen cortados. Usa «Buscar un participante», arriba, para ver una opción completa.',
  listCaption: 'La lista: {entries, plural, one {# opción} other {# opciones}}, {winners, plural, one {# ganador} other {# ganadores}}',
  listCaptionAnnounced:
    'La lista: {entries, plural, one {# opción} other {# opciones}}, {winners, plural, one {# ganador por sortear} other {# ganadores por sortear}}',
  columnPosition: 'Posición',
  columnEntry: 'Opción',
  columnWon: 'Ganó',
  /** {winner} is written without thousands separators. */
  wonAs: 'Ganador {winner}',

  // How a checkable draw works. Names in braces are filled with code, kept as it is, or with the
  // terms below in italics.
  howItWorksHeading: 'Cómo funciona un sorteo verificable',
  howItWorksIntro:
    'Un sorteo verificable permite que todos los que siguen un sorteo comprueben después cómo se eligieron los ganadores. Se basa en una promesa hecha en público antes del primer giro y en unas pocas operaciones aritméticas que cualquiera puede repetir. En la versión 3, la predeterminada, el organizador ya no tiene nada que manipular; la versión 2 es tan justa como su semilla pública.',
  termServerSeed: 'semilla secreta',
  termCommitment: 'compromiso',
  termAnnouncementLink: 'enlace de anuncio',
  termVerificationLink: 'enlace de verificación',
  stepSealTitle: 'El organizador sella el sorteo.',
  stepSeal:
    'La lista se bloquea y el navegador del organizador genera una {serverSeed} de 32 bytes aleatorios. Después calcula el {commitment}: una huella SHA-256 de la semilla secreta, la hora, el número de ganadores, el título y la lista. La huella no revela nada de la semilla, pero nadie puede encontrar otra semilla, otra lista u otro número de ganadores con la misma huella.',
  stepAnnounceTitle: 'El organizador lo anuncia.',
  stepAnnounce:
    'Antes del primer giro, el organizador publica el compromiso o un {announcementLink} que abre esta página con la lista, el número de ganadores, la hora y el compromiso, para que los participantes comprueben que están en la lista.',
  stepPublicSeedTitle: 'El público aporta una semilla pública.',
  stepPublicSeed:
    'Después del anuncio, el público aporta un texto que el organizador no podía conocer de antemano ni puede elegir: una palabra del chat, los números de la lotería de esta noche. Así se evita que el organizador pruebe en privado semilla tras semilla hasta dar con una que favorezca a un amigo.',
  stepWinnersTitle: 'Cada ganador se deduce de las dos semillas.',
  stepWinners:
    'La semilla secreta es la clave de un HMAC sobre la semilla pública y el número del ganador; el resultado elige una de las opciones que siguen en juego, con probabilidades exactamente iguales. Después, la ruleta se detiene en esa opción.',
  stepRevealTitle: 'El organizador revela la semilla.',
  stepReveal:
    'Cuando el sorteo termina (o se cancela), el registro con la lista, las dos semillas, los ganadores y las horas se comparte como archivo o como {verificationLink}. Esta página rehace a partir de él el compromiso y los ganadores. La parte de una dirección que va después de {hash} nunca se envía a un servidor, así que la comprobación se hace dentro de tu navegador.',

  // The algorithm in full.
  algorithmHeading: 'El algoritmo completo',
  algorithmIntro:
    'Con esta sección basta para escribir tu propio verificador. En todo momento, el texto se convierte en bytes como UTF-8; el hexadecimal va en minúsculas; {lf} es el carácter de salto de línea U+000A; las posiciones, {k} y {c} se cuentan desde 0; y los números se escriben en decimal, sin signo, sin ceros a la izquierda y sin separadores. Los sorteos que se hacen ahora usan {v2}; el anterior, {v1}, se describe después.',
  textsHeading: 'Textos',
  textsRules:
    'El título (de 0 a {maxTitle} puntos de código) y todas las opciones están en la forma normal Unicode NFC y no contienen ningún punto de código de las categorías generales Cc, Cs, Zl o Zp: ni caracteres de control (por tanto, ni saltos de línea ni tabuladores), ni sustitutos sueltos, ni separadores de línea o de párrafo (U+2028, U+2029). Como ningún texto sellado contiene un salto de línea, las líneas del compromiso se vuelven a separar exactamente en sus partes.',
  textsEntries:
    'Una opción nunca está vacía ni formada solo por espacios en blanco (la propiedad Unicode White_Space). Las opciones pueden repetirse; un ganador se identifica por su posición, no por su texto.',
  textsOrder:
    'Las opciones mantienen el orden de la ruleta. Las comprobaciones comparan los textos exactamente, punto de código a punto de código, sin cambiar mayúsculas ni minúsculas.',
  serverSeedHeading: 'La semilla secreta y la hora',
  serverSeedText:
    'La semilla secreta son 32 bytes aleatorios escritos como 64 dígitos hexadecimales, con el dígito más significativo de cada byte primero. {committedAt} es la hora del sellado en UTC, escrita exactamente como {format} (24 caracteres, siempre con tres dígitos de milisegundos y siempre con {z}). {finishedAt} y {cancelledAt} tienen la misma forma y no son anteriores a {committedAt}.',
  commitmentHeading: 'El compromiso',
  commitmentIntro:
    'Une estas líneas con LF (sin LF después de la última), codifica el texto como UTF-8 y calcula el SHA-256. El compromiso es el resumen de 32 bytes en hexadecimal:',
  commitmentLinesLabel: 'Las líneas del compromiso de la versión 2',
  /** A code block: one line each; {algorithm} is the algorithm's name. */
  commitmentLines: `{algorithm}
<serverSeed: 64 dígitos hex>
<committedAt: p. ej., 2026-11-23T10:00:00.000Z>
<winnersCount: p. ej., 3>
<title: una línea vacía si no hay título>
<opción en la posición 0>
<opción en la posición 1>
…
<última opción>`,
  commitmentAfter:
    'Aquí la semilla secreta aparece como sus 64 caracteres hexadecimales. Por tanto, el compromiso fija la semilla, la hora, el número de ganadores, el título y cada opción en su orden.',
  publicSeedHeading: 'La forma canónica de la semilla pública',
  publicSeedIntro:
    'Muchas cadenas distintas parecen la misma palabra. Para que el organizador no pueda elegir entre variantes invisibles o de espaciado de la palabra del público, el sorteo solo usa la semilla pública en una forma canónica, que se obtiene con estos pasos:',
  publicSeedStepNfkc: 'Aplica la normalización Unicode NFKC.',
  /** {codePoints} is a list such as "U+0009–U+000D, U+0020". */
  publicSeedStepSpaces:
    'Sustituye cada punto de código de espacio en blanco (White_Space) por un espacio (U+0020). Son estos: {codePoints}. Este paso va antes que el siguiente para que un tabulador o un salto de línea se conviertan en un espacio en lugar de desaparecer.',
  publicSeedStepRemove:
    'Elimina todos los puntos de código ignorables por defecto (Default_Ignorable: {codePoints}) y todos los de la categoría general C (caracteres de control y de formato, sustitutos, puntos de código de uso privado y sin asignar).',
  publicSeedStepRuns: 'Sustituye cada serie de espacios por un solo espacio y elimina el espacio del principio y el del final.',
  publicSeedStepRepeat:
    'Si el texto ha cambiado, vuelve a empezar desde el paso 1 con el resultado; para cuando una ronda lo deje igual. (Eliminar un carácter puede juntar dos que NFKC combina después, así que una sola ronda no siempre basta).',
  publicSeedAfter:
    'La semilla canónica tiene como máximo {max} puntos de código y puede estar vacía. El registro contiene la forma canónica; un verificador confirma que los pasos la dejan igual. Qué cuenta como sin asignar depende de la versión de Unicode de tu software, así que una semilla hecha de letras, cifras y signos de puntuación corrientes da el mismo resultado en todas partes.',
  winnersHeading: 'Cómo se sortean los ganadores',
  winnersIntro:
    'Los ganadores se sortean sin reposición, uno tras otro, hasta que hay {winnersCount}. La clave del HMAC son los 32 bytes que representan los dígitos hexadecimales de la semilla secreta, no los 64 caracteres de su texto. Los cuatro primeros bytes de cada HMAC se leen como un único número sin signo de 32 bits, con el byte más significativo primero (big-endian).',
  winnerStepsLabel: 'Los pasos para sortear a los ganadores',
  /** A code block of pseudo-code: the words may change, the names and the arithmetic stay. */
  winnerSteps: `remaining = las posiciones 0 … n−1 de las opciones, en el orden de la lista
para k = 0, 1, …, (número de ganadores − 1):
  n = el número de posiciones en remaining
  limit = floor(2^32 / n) × n
  para c = 0, 1, 2, …:
    mac = HMAC-SHA256(key = los 32 bytes de serverSeed,
                      message = UTF-8(publicSeed + LF + decimal(k) + LF + decimal(c)))
    u = mac[0]·2^24 + mac[1]·2^16 + mac[2]·2^8 + mac[3]
    si u < limit:
      ganador k = remaining[u mod n]  (su posición y el texto de la opción)
      quitar esa posición de remaining
      pasar al siguiente k`,
  /** {message} is the example seed followed by "␊1␊0"; {bytes} is its length in UTF-8. */
  winnersCutOff:
    'Los valores de {u} desde {limit} hasta {twoTo32} − 1 se descartan y se prueba el siguiente {c}: sin ese corte, {u} mod {n} favorecería a las primeras posiciones siempre que {n} no divida a {twoTo32}. Por ejemplo, con la semilla pública {seed}, el mensaje del primer intento del segundo ganador son los {bytes} bytes de {message}, donde ␊ representa LF.',
  /** An example public seed: a word the audience might give. */
  exampleSeed: 'piña',
  recordHeading: 'El registro y el anuncio',
  recordFields:
    'Un registro es un objeto JSON con exactamente estos campos: {algorithm}, {title}, {entries} (una lista de textos), {winnersCount} (un número), {committedAt}, {commitment}, {serverSeed}, {publicSeed} (en forma canónica), {winners} (una lista de objetos con {position} y {text}, en el orden en que salieron, y cada texto igual a la opción de su posición) y uno de estos dos: {finishedAt} o {cancelledAt}. Un registro finalizado tiene exactamente {winnersCount} ganadores; uno cancelado, como máximo ese número. Esta es su estructura, sin los valores hexadecimales:',
  recordShapeLabel: 'La estructura de un registro de la versión 2',
  /** The example record's title and public seed, and what stands for a hexadecimal value in it. */
  exampleTitle: 'Sorteo de la cafetería',
  exampleRecordSeed: 'piña 2026',
  exampleHex: '<64 dígitos hex>',
  announcementFields:
    'Un anuncio son solo los seis primeros campos, publicados antes del primer giro: {algorithm}, {title}, {entries}, {winnersCount}, {committedAt} y {commitment}. Ni el orden de los campos ni los espacios del JSON afectan a las comprobaciones.',
  linksHeading: 'Los enlaces',
  linksText:
    'Un enlace de verificación es la dirección de esta página seguida de {hashR} y el registro; un enlace de anuncio usa {hashA} y el anuncio. Los dos se empaquetan así: el JSON como bytes UTF-8, comprimido con DEFLATE sin envoltorio (RFC 1951: sin cabecera zlib ni gzip y sin suma de comprobación) y escrito después en base64url (el alfabeto {A}–{Z}, {a}–{z}, {zero}–{nine}, {hyphen} y {underscore}) sin el relleno {equals}. En Node.js, este comando descomprime un enlace en {file}:',
  unpackLinkLabel: 'Un comando de Node.js que descomprime un enlace',
  /** In the command, where the reader puts the link. */
  unpackLinkPlaceholder: 'EL ENLACE',
  linksLimits:
    'Esta página deja de descomprimir un enlace de más de {maxChars} caracteres y rechaza una lista de más de {maxEntries} opciones: responde «demasiado grande» sin mostrar nada de su contenido, porque unos pocos kilobytes comprimidos pueden descomprimirse en gigabytes.',
  version1Heading: 'Versión 1',
  version1Text:
    'Los registros anteriores a la versión 2 indican {v1}. Sus campos son {algorithm}, {title}, {entries}, {commitment}, {serverSeed}, {publicSeed}, {winners}, {committedAt} y {finishedAt} (cualquier fecha y hora ISO 8601). El compromiso es el SHA-256 en hexadecimal del texto UTF-8 {v1}, LF, la semilla secreta, LF y las opciones unidas por LF. La semilla pública se usa exactamente tal como está, sin forma canónica, y los ganadores se obtienen con los mismos pasos HMAC, tantos como indica el registro. La versión 1 no fijaba el título, las horas ni el número de ganadores, así que esta página verifica un registro así e indica que usa el algoritmo anterior.',
  pageChecksHeading: 'Las comprobaciones de esta página',
  pageCheckRecord:
    'El registro se puede leer, indica {v2} o {v1} y tiene todos los campos en la forma correcta (las reglas de texto, el hexadecimal, las horas, el número de ganadores y la semilla pública canónica).',
  pageCheckCommitment: 'El compromiso recalculado a partir de todo lo que cubre es igual al publicado.',
  pageCheckWinners:
    'Los ganadores recalculados a partir de las dos semillas son las mismas opciones, en las mismas posiciones y en el mismo orden, y hay tantos como se sellaron.',
  pageCheckBeacon:
    'En la versión 3 hay dos más: la ronda de drand se publica al menos 30 segundos después del sellado y su firma es válida con la clave pública de drand quicknet; los ganadores se recalculan entonces a partir del SHA-256 de esa firma. Un registro de la versión 3 que supera las cinco queda «Verificado», con la ronda y su hora.',
  pageChecksVerdicts:
    'El veredicto es «Verificado» solo para un registro finalizado que supera las tres. Un registro cancelado que las supera queda como «Cancelado»: auténtico, pero sin resultado. Un anuncio queda como «Anunciado, aún sin sortear», porque su compromiso solo se puede comprobar cuando se revela la semilla. Cualquier otra cosa es «No verificado», con la comprobación que ha fallado y el motivo. Superarlas demuestra que los ganadores quedaron fijados por una lista y una semilla selladas antes del sorteo. No puede demostrar que el organizador no publicara solo uno de varios sorteos sellados, así que un compromiso vale más cuando se publica donde el público puede verlo, antes del primer giro.',

  // The stand-alone checker, whose own code and output stay in English.
  checkYourselfHeading: 'Compruébalo tú mismo',
  checkYourself:
    'Tampoco tienes por qué fiarte de esta página. Guarda el registro del sorteo como {recordFile}, guarda el código de abajo como {codeFile} y ejecuta {command} con Node.js 18 o posterior. Comprueba las tres versiones y muestra los mismos veredictos que esta página (en inglés). Para las versiones 1 y 2 solo usa el módulo crypto integrado en Node; la firma de la ronda del faro de un sorteo de la versión 3 la comprueba con la biblioteca @noble/curves (npm install @noble/curves en la misma carpeta).',
  copyCode: 'Copiar código',
  /** The copied thing, as the "{what} Copied" toast names it. */
  copiedCode: 'Código',
  downloadCode: 'Descargar {file}',
  referenceLabel: 'Implementación de referencia, {file}',

  // Version 3 on this page. {publishedAt} and {drawAt} are a date and time in the visitor's format and
  // time zone; {round} is written without thousands separators.
  verdictVerifiedBeacon: 'Verificado: los ganadores los decidió la ronda {round} de drand, publicada el {publishedAt}.',
  beaconNoteTitle: 'Lo que ningún registro puede probar por sí solo',
  beaconNote:
    'Los ganadores salen de la ronda {round} de drand, publicada el {publishedAt}: nadie, ni el organizador ni este sitio, podía conocer su valor antes. La hora del sellado, en cambio, la pone el dispositivo del organizador. Comprueba que el anuncio (su publicación con el enlace de anuncio o el compromiso) ya era público antes del {publishedAt}. Un sorteo que se mostró por primera vez después pudo sellarlo alguien que ya conocía a los ganadores.',
  detailBeacon: 'Faro de aleatoriedad',
  beaconName: 'drand quicknet (League of Entropy)',
  detailRound: 'Ronda',
  detailDecidedAt: 'Ronda publicada',
  detailSignature: 'Firma de la ronda',
  signatureNone: 'Ninguna: el sorteo se canceló antes de que se publicara la ronda.',
  countdownLabel: 'Tiempo restante',
  /** {clock} is hours, minutes and seconds as 01:02:03. */
  countdownDays: '{days, plural, one {# día} other {# días}}, {clock}',
  roundIsOut: 'La ronda {round} ya salió: los ganadores están decididos.',
  announcementV3NoteTitle: 'Qué pasa ahora',
  announcementV3Note:
    'El organizador selló la lista, el número de ganadores y la ronda {round} de drand, que se publicará el {drawAt}. Hasta entonces nadie puede saber quién gana, ni siquiera él; desde ese momento cualquiera puede calcularlo aquí, sin esperar al organizador. Guarda este enlace y comprueba que estás en la lista con «Buscar un participante», más abajo.',
  /** {relays} is the list of relay addresses, such as "api.drand.sh, api2.drand.sh and drand.cloudflare.com". */
  checkNowIntro:
    'El botón de abajo pide la ronda {round} a los relés públicos de drand ({relays}). Solo se envía el número de ronda. La respuesta solo se usa si su firma es válida con la clave pública de drand quicknet, algo que esta página comprueba en tu navegador.',
  checkNowButton: 'Comprobar los ganadores ahora',
  checkNowFetching: 'Pidiendo la ronda {round} a los relés de drand…',
  checkNowDone:
    'La ronda {round} llegó desde {relay} y su firma es válida con la clave pública de drand quicknet. Estos son los ganadores del sorteo, haya terminado o no el organizador.',
  checkNowWinnersHeading: 'Ganadores decididos por la ronda {round}',
  checkNowHostMustMatch: 'El enlace de verificación del organizador tiene que mostrar estos mismos ganadores, en este orden.',
  checkNowFailed:
    'No se pudo contactar con los relés de drand, o ninguno respondió con una firma válida. No se usa nada más en su lugar. Revisa tu conexión e inténtalo de nuevo.',
  checkNowNotYet: 'Según el reloj de drand, la ronda {round} todavía no ha salido. Vuelve a intentarlo en unos segundos.',
  tryAgain: 'Intentar de nuevo',

  // Under a version 2 verdict. {fields} lists the record's times that lie ahead, such as "finishedAt (…)".
  v2CautionTitle: 'Tan justo como su semilla pública',
  v2Caution:
    'Un sorteo de la versión 2 es tan justo como su semilla pública y nada más. El organizador conoce la semilla secreta: si el público no eligió la semilla pública después del anuncio, pudo elegirla él, probando una tras otra hasta que ganara su favorito, y el registro seguiría pasando todas las comprobaciones. Pregunta quién eligió la semilla y cuándo.',
  v2CautionEmptySeed: 'Este sorteo no tiene ninguna semilla pública: sus ganadores salen solo de la semilla secreta del organizador.',
  v2CautionSoon:
    'Este sorteo terminó {seconds, plural, one {# segundo} other {# segundos}} después de sellarse: demasiado pronto para que un público eligiera una semilla.',
  v2CautionFuture: 'Sus fechas están en el futuro ({fields}): el reloj del dispositivo estaba mal, o el registro es inventado.',
  futureTime: '{field}: {at}',

  // How version 3 works, on the page's explainer. {v3} is the algorithm's name, as code.
  v3Heading: 'Versión 3: decide un faro público',
  v3Intro:
    'Los sorteos de ahora toman su azar de drand quicknet, un faro público de aleatoriedad que mantiene la League of Entropy: organizaciones independientes (universidades, empresas, fundaciones) que publican juntas un valor aleatorio nuevo cada 3 segundos, firmado por el grupo. Ningún miembro puede conocer ni elegir un valor antes de que se publique, y cualquiera puede comprobarlo con la clave pública de la red.',
  v3Steer:
    'Al sellar, el organizador fija la lista, el número de ganadores y una hora del sorteo al menos 30 segundos por delante, y con ella la primera ronda del faro publicada a esa hora o después. Los ganadores se calculan a partir de la firma de esa ronda, que nadie puede conocer de antemano. No hay semilla secreta: ni el organizador ni este sitio pueden inclinar el resultado ni repetir el intento a escondidas.',
  v3Check:
    'Lo que te toca comprobar: que el anuncio era público antes de la hora de la ronda. Todo lo demás lo prueba el registro aquí mismo, en tu navegador y sin conexión (la lista, la ronda, su firma, los ganadores), pero no puede probar cuándo lo mostró el organizador por primera vez, porque la hora del sellado viene de su dispositivo.',
  v3Algorithm:
    'En {v3} el compromiso es el SHA-256 de las líneas {v3}, la hora, el número de ganadores, el hash de la cadena de drand (chain hash), la ronda, el título y las opciones. La clave del HMAC es el SHA-256 de la firma de la ronda, y el mensaje empieza con el compromiso donde la versión 2 pone la semilla pública. El verificador del final de esta página lo hace todo.',
  v2Heading: 'Versión 2: una semilla pública que pone el público',
  v2StepsCaution:
    'Los pasos de arriba son la versión 2, que se mantiene para sorteos sin conexión. Es tan justa como su semilla pública: si el público no la eligió después del anuncio, pudo hacerlo el organizador, probando semillas a escondidas hasta que ganara su favorito.',
};
