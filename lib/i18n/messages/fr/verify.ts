import type { Messages } from '../shape';

export const verify: Messages['verify'] = {
  // The checker's form.
  recordLabel: "Relevé du tirage",
  recordHint: "Collez un lien de vérification, un lien d'annonce ou le JSON du relevé. Rien de ce que vous collez ne quitte cette page.",
  checkButton: "Vérifier le relevé",
  openRecordFile: "Ouvrir un fichier de relevé (.json)",

  // The verdict, read out when it arrives. {drawn} and {winners} are written without thousands separators.
  checking: "Vérification…",
  verdictVerified: "Vérifié",
  verdictNotVerified: "Non vérifié : le contrôle « {check} » a échoué. {detail}",
  verdictAnnounced: "Annoncé, pas encore tiré",
  verdictCancelled:
    "Annulé : l'organisateur a arrêté ce tirage après {drawn, plural, one {{drawn} gagnant} other {{drawn} gagnants}} sur {sealed}. Son engagement et les gagnants déjà tirés sont authentiques, mais il n'a pas de résultat.",
  verdictBrokeDown: "Non vérifié : ce navigateur n'a pas pu terminer les contrôles ({error}).",

  // Notes above the checks.
  announcementNoteTitle: "À faire avant le tirage",
  announcementNoteIntro:
    "Ceci est une annonce : l'organisateur a scellé la liste, le nombre de gagnants et l'heure, et publié l'engagement. Rien n'a encore été tiré, et tant que la graine publique n'est pas connue, personne ne peut calculer les gagnants, pas même l'organisateur.",
  announcementStepSeedTitle: "Convenez d'une graine publique que l'organisateur ne contrôle pas.",
  announcementStepSeed:
    "Après la publication de cette annonce, le public choisit un texte que personne ne pouvait connaître avant et que l'organisateur ne peut ni choisir ni modifier : un mot tapé par un spectateur dans le chat, ou les prochains numéros officiels du loto. L'organisateur le saisit avant le premier lancer ; les gagnants en découlent, avec la graine serveur scellée.",
  announcementStepKeepTitle: "Gardez ce lien pour vérifier plus tard.",
  announcementStepKeep:
    "Une fois le tirage terminé, ouvrez sur cette page le lien de vérification de l'organisateur. Il doit montrer la même liste, le même nombre de gagnants, la même heure et le même engagement que cette annonce, ainsi que la graine publique convenue.",
  /** {checkYouAreIn} is announcementStepFindTitle, in bold; "Find an entrant" is findLabel. */
  announcementStepFind: "{checkYouAreIn} avec « Trouver un participant » ci-dessous.",
  announcementStepFindTitle: "Vérifiez que vous figurez dans la liste",
  copyAnnouncementLink: "Copier le lien d'annonce",
  /** The copied thing, as the "{what} Copied" toast names it. */
  copiedLink: "Lien",
  cancelledNoteTitle: "Ce tirage a été annulé",
  cancelledNote:
    "L'organisateur a arrêté ce tirage après {drawn, plural, one {# gagnant} other {# gagnants}} sur {sealed} : il n'a donc pas de résultat. Les contrôles ci-dessous indiquent si son engagement et les gagnants tirés avant l'arrêt sont authentiques. Un tirage annulé garde son relevé : un organisateur qui annule puis recommence laisse donc une trace. Si un tirage de la même liste a suivi celui-ci, demandez-lui pourquoi.",
  olderAlgorithmNoteTitle: "Un algorithme plus ancien",
  olderAlgorithmNote:
    "Ce relevé utilise l'ancien algorithme, {v1}. Son engagement ne couvrait que la graine serveur et la liste : il n'engageait ni le titre, ni l'heure, ni le nombre de gagnants, qui ont donc pu être modifiés après la publication de l'engagement. Sa graine publique était utilisée telle quelle. Les tirages actuels utilisent {v2}, qui engage tous ces éléments.",
  tooLargeNoteTitle: "Trop volumineux pour être ouvert",
  tooLargeNote:
    "Ces données dépassent ce que peut contenir un tirage de {maxEntries} entrées : la page a donc cessé de les lire et n'en affiche rien. Un tel lien n'est pas un tirage SpinFair ; demandez plutôt le fichier de relevé à l'organisateur.",

  // The checks, each with its outcome.
  checksHeading: "Contrôles",
  checkOutcome: "{check} : {outcome}",
  outcomePassed: "Réussi",
  outcomeFailed: "Échoué",
  outcomeNotChecked: "Non vérifié",
  checkRecordLabel: "Le relevé est lisible et suit {v3}, {v2} ou {v1}",
  checkCommitmentLabel: "Tous les éléments scellés correspondent à l'engagement",
  checkWinnersLabel: "Les gagnants découlent des graines",

  // What each check found. Counts, positions and winner numbers here are written without thousands
  // separators; quoted texts are the record's own, cut to 80 characters.
  announcementRead:
    "Une annonce : {entries, plural, one {{entries} entrée} other {{entries} entrées}}, {winners, plural, one {{winners} gagnant} other {{winners} gagnants}} à tirer.",
  announcementReadTitled:
    "L'annonce « {title} » : {entries, plural, one {{entries} entrée} other {{entries} entrées}}, {winners, plural, one {{winners} gagnant} other {{winners} gagnants}} à tirer.",
  recordRead:
    "Un relevé complet : {entries, plural, one {{entries} entrée} other {{entries} entrées}}, {winners, plural, one {{winners} gagnant} other {{winners} gagnants}}.",
  recordReadTitled:
    "Le relevé complet de « {title} » : {entries, plural, one {{entries} entrée} other {{entries} entrées}}, {winners, plural, one {{winners} gagnant} other {{winners} gagnants}}.",
  cancelledRecordRead:
    "Un relevé annulé : {entries, plural, one {{entries} entrée} other {{entries} entrées}}, {winners, plural, one {{winners} gagnant} other {{winners} gagnants}}.",
  cancelledRecordReadTitled:
    "Le relevé annulé de « {title} » : {entries, plural, one {{entries} entrée} other {{entries} entrées}}, {winners, plural, one {{winners} gagnant} other {{winners} gagnants}}.",
  notCheckedUnread: "Non vérifié : le relevé est illisible.",
  notCheckedYet: "Vérifié une fois le tirage terminé et la graine serveur révélée par l'organisateur.",
  commitmentMatchesV1:
    "Le SHA-256 de la graine serveur et de la liste de {entries, plural, one {{entries} entrée} other {{entries} entrées}} donne l'engagement publié.",
  commitmentMatchesV2:
    "Le SHA-256 de la graine serveur, de l'heure, du nombre de gagnants, du titre et de la liste de {entries, plural, one {{entries} entrée} other {{entries} entrées}} donne l'engagement publié.",
  /** {recomputed} and {commitment} are the first 12 hexadecimal digits of each, then "…". */
  commitmentDiffersV1:
    "Le SHA-256 de la graine serveur et de la liste de {entries, plural, one {{entries} entrée} other {{entries} entrées}} donne {recomputed}, mais l'engagement est {commitment} : un élément scellé n'est pas celui sur lequel l'organisateur s'est engagé.",
  commitmentDiffersV2:
    "Le SHA-256 de la graine serveur, de l'heure, du nombre de gagnants, du titre et de la liste de {entries, plural, one {{entries} entrée} other {{entries} entrées}} donne {recomputed}, mais l'engagement est {commitment} : un élément scellé n'est pas celui sur lequel l'organisateur s'est engagé.",
  winnersOverEntriesCheck:
    "Le relevé liste {winners, plural, one {{winners} gagnant} other {{winners} gagnants}}, mais un tirage sans remise parmi {entries, plural, one {{entries} entrée en compte au plus {entries}} other {{entries} entrées en compte au plus {entries}}}.",
  positionOutOfRange: "Le gagnant {winner} a la position {position}, mais les positions de la liste vont de 0 à {last}.",
  wrongWinner:
    "Le gagnant {winner} devrait être en position {expectedPosition} (« {expectedText} »), mais le relevé indique la position {claimedPosition} (« {claimedText} »).",
  wrongText: "Le gagnant {winner} est en position {position}, dont le texte est « {expectedText} », mais le relevé indique « {claimedText} ».",
  winnersCountDiffers:
    "Le tirage a été scellé pour {sealed, plural, one {{sealed} gagnant} other {{sealed} gagnants}}, mais le relevé terminé en compte {winners}.",
  noWinners: "Le relevé n'a aucun gagnant : il n'y a rien à recalculer.",
  winnersMatch:
    "Après recalcul à partir de la graine serveur et de la graine publique, {winners, plural, one {le gagnant est bien le même.} other {les {winners} gagnants sont bien les mêmes, dans le même ordre.}}",
  // Version 3: the beacon round, its signature and the winners it decides.
  checkRoundLabel:
    "Le tour de la balise est publié après le scellement",
  checkSignatureLabel:
    "La signature du tour est celle de drand quicknet",
  notCheckedUntilRound:
    "Vérifié une fois le tour de la balise publié et le tirage terminé.",
  commitmentMatchesV3:
    "Le SHA-256 de l'heure, du nombre de gagnants, de la chaîne et du tour de la balise, du titre et de la liste de {entries, plural, one {{entries} entrée} other {{entries} entrées}} donne l'engagement publié.",
  commitmentDiffersV3:
    "Le SHA-256 de l'heure, du nombre de gagnants, de la chaîne et du tour de la balise, du titre et de la liste de {entries, plural, one {{entries} entrée} other {{entries} entrées}} donne {recomputed}, mais l'engagement est {commitment} : un élément scellé n'est pas celui que l'organisateur a scellé.",
  roundAfterCommit:
    "Le tour {round} est publié {seconds, plural, one {{seconds} seconde} other {{seconds} secondes}} après l'engagement : personne ne pouvait connaître son aléa au scellement du tirage.",
  roundTooSoon:
    "Le tour {round} est publié {seconds, plural, one {{seconds} seconde} other {{seconds} secondes}} après l'engagement, moins que les 30 secondes qu'exige un tirage : son aléa a pu être connu au scellement.",
  signatureVerifies:
    "La signature du tour {round} est valide avec la clé publique de drand quicknet.",
  signatureForged:
    "La signature n'est pas valide pour le tour {round} avec la clé publique de drand quicknet : ce n'est pas celle de la balise.",
  signatureNotOut:
    "Le tirage a été annulé avant la publication du tour {round} : il n'y a pas de signature à vérifier.",
  beaconWinnersMatch:
    "Après recalcul à partir de l'aléa du tour (le SHA-256 de sa signature) et de l'engagement, {winners, plural, one {le gagnant est bien le même.} other {les {winners} gagnants sont bien les mêmes, dans le même ordre.}}",
  beaconProblem:
    "« beacon » {problem, select, notObject {manque ou n'est pas un objet} otherChain {désigne une autre chaîne que drand quicknet} notRound {n'a pas de numéro de tour (un nombre entier à partir de 1)} notSignature {a une signature qui n'est pas faite de 96 chiffres hexadécimaux en minuscules} other {n'a pas de signature, alors qu'un tirage terminé et tout gagnant tiré en ont besoin}}.",
  noCrypto: "Ce navigateur n'a pas pu calculer SHA-256 ou HMAC ici ({error}). Essayez un navigateur récent, à l'adresse https du site.",

  // Why the input could not be read: the pasted text or the link.
  nothingToCheck: "Rien à vérifier : fournissez un relevé de tirage ou un lien de vérification.",
  notRecordOrLink: "Ce texte n'est ni un relevé de tirage (JSON) ni un lien de vérification (une adresse contenant « #r= »).",
  tooLarge:
    "{source, select, verification {Le lien de vérification est trop volumineux : une fois décompressé, il dépasse ce que peut contenir un relevé de {maxEntries} entrées ; il n'a donc pas été ouvert.} announcement {Le lien d'annonce est trop volumineux : une fois décompressé, il dépasse ce que peut contenir un relevé de {maxEntries} entrées ; il n'a donc pas été ouvert.} other {Le texte est trop volumineux : une fois décompressé, il dépasse ce que peut contenir un relevé de {maxEntries} entrées ; il n'a donc pas été ouvert.}}",
  notJson:
    "{source, select, verification {Le relevé contenu dans le lien de vérification n'est pas un JSON valide : il a peut-être été tronqué ou modifié à la main.} announcement {Le relevé contenu dans le lien d'annonce n'est pas un JSON valide : il a peut-être été tronqué ou modifié à la main.} other {Le relevé du tirage n'est pas un JSON valide : il a peut-être été tronqué ou modifié à la main.}}",
  linkEmpty: "{link, select, announcement {Le lien d'annonce ne contient rien après « #a= ».} other {Le lien de vérification ne contient rien après « #r= ».}}",
  linkDamaged:
    "{link, select, announcement {Le lien d'annonce est endommagé : après « #a= », il contient des caractères ou une longueur qu'un lien n'a jamais.} other {Le lien de vérification est endommagé : après « #r= », il contient des caractères ou une longueur qu'un lien n'a jamais.}}",
  linkIncomplete:
    "{link, select, announcement {Le lien d'annonce est incomplet ou endommagé : son contenu n'a pas pu être décompressé. Copiez de nouveau le lien en entier.} other {Le lien de vérification est incomplet ou endommagé : son contenu n'a pas pu être décompressé. Copiez de nouveau le lien en entier.}}",
  linkNotUtf8:
    "{link, select, announcement {Le lien d'annonce ne contient pas de texte UTF-8.} other {Le lien de vérification ne contient pas de texte UTF-8.}}",

  // Why the record is not one a draw makes. {field} is the record's own field name, kept as it is;
  // entry and winner numbers count from 1 and are written without thousands separators.
  notObject: "Le relevé n'est pas un objet JSON.",
  noAlgorithm: "Le relevé n'indique pas son algorithme.",
  unknownAlgorithm: "Le relevé indique l'algorithme « {algorithm} » ; cette page vérifie {v3}, {v2} et {v1}.",
  unknownAlgorithmNotText: "Le relevé indique comme algorithme une valeur qui n'est pas du texte ; cette page vérifie {v3}, {v2} et {v1}.",
  notText:
    "{part, select, entry {L'entrée {number} est absente ou n'est pas du texte.} winnerText {Le texte du gagnant {number} est absent ou n'est pas du texte.} other {« {field} » est absent ou n'est pas du texte.}}",
  brokenCharacter:
    "{part, select, entry {L'entrée {number} contient un caractère cassé (une moitié isolée de paire UTF-16).} winnerText {Le texte du gagnant {number} contient un caractère cassé (une moitié isolée de paire UTF-16).} other {« {field} » contient un caractère cassé (une moitié isolée de paire UTF-16).}}",
  notHex64: "« {field} » doit comporter 64 chiffres hexadécimaux en minuscules.",
  notDateTime: "« {field} » n'est pas une date et heure ISO 8601.",
  notExactTime: "« {field} » doit être une heure UTC écrite exactement sous la forme YYYY-MM-DDTHH:MM:SS.sssZ.",
  entriesNotList: "« entries » est absent ou n'est pas une liste.",
  entriesEmpty: "« entries » est vide : un tirage nécessite au moins une entrée.",
  tooManyEntries: "Le tirage est trop volumineux : il compte plus de {maxEntries} entrées.",
  entryLineBreak: "L'entrée {entry} contient un saut de ligne, ce qui n'arrive jamais dans les entrées d'un tirage.",
  /** {codePoint} is written as Unicode writes it, e.g. U+0007. */
  entryBreaksRules:
    "L'entrée {entry} enfreint les règles de texte du tirage : {problem, select, empty {elle est vide ou ne contient que des espaces} lineBreak {elle contient un saut de ligne} lineSeparator {elle contient un séparateur de ligne (U+2028), qui agit comme un saut de ligne} paragraphSeparator {elle contient un séparateur de paragraphe (U+2029), qui agit comme un saut de ligne} tab {elle contient une tabulation} loneSurrogate {elle contient un caractère cassé (une moitié isolée de paire UTF-16)} control {elle contient le caractère de contrôle invisible {codePoint}} other {elle n'est pas en forme normale Unicode NFC}}.",
  titleBreaksRules:
    "Le titre enfreint les règles de texte du tirage : {problem, select, tooLong {il dépasse {max} caractères} lineBreak {il contient un saut de ligne} lineSeparator {il contient un séparateur de ligne (U+2028), qui agit comme un saut de ligne} paragraphSeparator {il contient un séparateur de paragraphe (U+2029), qui agit comme un saut de ligne} tab {il contient une tabulation} loneSurrogate {il contient un caractère cassé (une moitié isolée de paire UTF-16)} control {il contient le caractère de contrôle invisible {codePoint}} other {il n'est pas en forme normale Unicode NFC}}.",
  winnersNotList: "« winners » est absent ou n'est pas une liste.",
  winnersOverEntries:
    "Le relevé liste {winners, plural, one {{winners} gagnant} other {{winners} gagnants}}, mais un tirage parmi {entries, plural, one {{entries} entrée en compte au plus {entries}} other {{entries} entrées en compte au plus {entries}}}.",
  winnerNotObject: "Le gagnant {winner} n'est pas un objet avec une position et un texte.",
  winnerPosition: "La position du gagnant {winner} n'est pas un nombre entier supérieur ou égal à 0.",
  extraField: "Le relevé contient un champ « {field} » qui n'existe pas dans sa version.",
  winnersCountRange: "« winnersCount » doit être un nombre entier compris entre 1 et le nombre d'entrées ({entries}).",
  publicSeedNotCanonical:
    "« publicSeed » n'est pas sous sa forme canonique (aucun caractère invisible, des espaces simples, {max} caractères au plus) : ce n'est donc pas ce qu'un tirage utilise.",
  winnersOverSealed: "Le relevé liste {winners, plural, one {{winners} gagnant} other {{winners} gagnants}}, mais le tirage a été scellé pour {sealed}.",
  notOneEnd: "Un relevé de version 2 contient exactement un seul des champs « finishedAt » et « cancelledAt ».",
  endBeforeCommitted: "« {field} » est antérieur à « committedAt » : un tirage ne peut pas se terminer avant d'avoir été scellé.",

  // The draw as read: title, details, winners.
  untitledDraw: "Tirage sans titre",
  detailAlgorithm: "Algorithme",
  detailCommitted: "Scellé le",
  detailFinished: "Terminé le",
  detailCancelled: "Annulé le",
  detailEntries: "Entrées",
  detailWinners: "Gagnants",
  winnersDrawnOfSealed: "{drawn, plural, one {# tiré} other {# tirés}} sur {sealed, plural, one {# scellé} other {# scellés}}",
  detailWinnersToDraw: "Gagnants à tirer",
  detailCommitment: "Engagement",
  detailServerSeed: "Graine serveur",
  serverSeedSecret: "Secrète jusqu'à la fin du tirage",
  detailPublicSeed: "Graine publique",
  publicSeedNone: "(aucune)",
  publicSeedNotChosen: "Pas encore choisie",
  noWinnerDrawn: "Aucun gagnant n'a été tiré.",
  winnersInOrder: "Gagnants dans l'ordre du tirage",
  winnersBeforeCancelled: "Gagnants tirés avant l'annulation",
  /** After the winner's text; {position} is written without thousands separators. */
  winnerAt: "(position {position})",
  moreWinnersShown:
    "et {count, plural, one {# autre gagnant, signalé dans la liste ci-dessous.} other {# autres gagnants, chacun signalé dans la liste ci-dessous.}}",
  moreWinnersPrinted: "et {count, plural, one {# autre gagnant} other {# autres gagnants}}, dans le relevé.",
  copyVerificationLink: "Copier le lien de vérification",
  downloadRecord: "Télécharger le relevé",
  print: "Imprimer",

  // On paper only: the link as a QR code.
  qrCodeLabel: "{link, select, announcement {Code QR du lien d'annonce} other {Code QR du lien de vérification}}",
  qrCodeScan:
    "{link, select, announcement {Scannez pour ouvrir le lien d'annonce et vérifier le tirage vous-même :} other {Scannez pour ouvrir le lien de vérification et vérifier le tirage vous-même :}}",
  qrCodeTooLong:
    "{link, select, announcement {Le lien d'annonce est trop long pour un code QR ({length} caractères ; un téléphone en lit au plus {max}). Conservez le fichier de relevé ou le lien lui-même, et vérifiez-le sur cette page.} other {Le lien de vérification est trop long pour un code QR ({length} caractères ; un téléphone en lit au plus {max}). Conservez le fichier de relevé ou le lien lui-même, et vérifiez-le sur cette page.}}",
  qrCodeNoLink: "Aucun lien n'a pu être créé à partir de ces données.",

  // Find an entrant. {query} is what the visitor typed; positions and winner numbers are written without
  // thousands separators.
  findLabel: "Trouver un participant",
  findHint: "Saisissez un nom tel qu'il a été inscrit pour voir s'il figure dans la liste et s'il a gagné.",
  findHintAnnounced: "Saisissez un nom tel qu'il a été inscrit pour voir s'il figure dans la liste.",
  foundExactly: "« {query} » fait partie de ce tirage, exactement tel que saisi, à {count, plural, =1 {une position} one {# position} other {# positions}}.",
  foundLooseToo:
    "{count, plural, one {# autre entrée ne s'en distingue que par les majuscules ou les espaces.} other {# autres entrées ne s'en distinguent que par les majuscules ou les espaces.}}",
  foundLoosely:
    "« {query} » ne fait pas partie de ce tirage exactement tel que saisi. Sans tenir compte des majuscules et des espaces, il correspond à {count, plural, =1 {une position} one {# position} other {# positions}} :",
  foundLooselyAdvice: "Le tirage compare les textes à l'identique : vérifiez quelle orthographe est la vôtre.",
  notFound: "« {query} » ne fait pas partie de ce tirage, même sans tenir compte des majuscules et des espaces.",
  /** {standing} is one of the four below. */
  matchAt: "Position {position} : {text} ({standing})",
  matchWon: "a gagné : gagnant {winner}",
  matchWonBeforeCancelled: "gagnant {winner}, tiré avant l'annulation du tirage",
  matchNotDrawnYet: "pas encore tiré",
  matchDidNotWin: "n'a pas gagné",
  moreMatches: "{count, plural, one {et # autre position avec le même texte.} other {et # autres positions avec le même texte.}}",

  // The list of entries.
  longListNote:
    "Une longue liste affiche une ligne par entrée ; un texte plus long est abrégé ici. Utilisez « Trouver un participant » ci-dessus pour voir une entrée en entier.",
  listCaption: "La liste : {entries, plural, one {# entrée} other {# entrées}}, {winners, plural, one {# gagnant} other {# gagnants}}",
  listCaptionAnnounced:
    "La liste : {entries, plural, one {# entrée} other {# entrées}}, {winners, plural, one {# gagnant} other {# gagnants}} à tirer",
  columnPosition: "Position",
  columnEntry: "Entrée",
  columnWon: "Gagné",
  /** {winner} is written without thousands separators. */
  wonAs: "Gagnant {winner}",

  // How a checkable draw works. Names in braces are filled with code, kept as it is, or with the
  // terms below in italics.
  howItWorksHeading: "Comment fonctionne un tirage vérifiable",
  howItWorksIntro:
    "Un tirage vérifiable permet à tous ceux qui suivent un jeu-concours de vérifier ensuite comment les gagnants ont été choisis. Il repose sur une promesse faite en public avant le premier lancer, et sur quelques lignes de calcul que chacun peut refaire. Avec la version 3, celle par défaut, l'organisateur n'a plus rien à orienter ; la version 2 n'est équitable que si sa graine publique l'est.",
  termServerSeed: "graine serveur",
  termCommitment: "engagement",
  termAnnouncementLink: "lien d'annonce",
  termVerificationLink: "lien de vérification",
  stepSealTitle: "L'organisateur scelle le tirage.",
  stepSeal:
    "La liste est verrouillée, et le navigateur de l'organisateur crée une {serverSeed} secrète de 32 octets aléatoires. Il calcule ensuite l'{commitment} : une empreinte SHA-256 de la graine serveur, de l'heure, du nombre de gagnants, du titre et de la liste. L'empreinte ne révèle rien de la graine, mais personne ne peut trouver une autre graine, une autre liste ou un autre nombre de gagnants qui donne la même empreinte.",
  stepAnnounceTitle: "L'organisateur l'annonce.",
  stepAnnounce:
    "Avant le premier lancer, l'organisateur publie l'engagement, ou un {announcementLink} qui ouvre cette page avec la liste, le nombre de gagnants, l'heure et l'engagement, pour que les participants vérifient qu'ils y figurent.",
  stepPublicSeedTitle: "Le public ajoute une graine publique.",
  stepPublicSeed:
    "Après l'annonce, le public fournit un texte que l'organisateur ne pouvait pas connaître à l'avance et ne peut pas choisir : un mot du chat, les numéros du loto de ce soir. Cela empêche l'organisateur d'essayer en secret graine après graine jusqu'à en trouver une qui favorise un ami.",
  stepWinnersTitle: "Chaque gagnant découle des deux graines.",
  stepWinners:
    "La graine serveur sert de clé à un HMAC calculé sur la graine publique et le numéro du gagnant ; le résultat désigne l'une des entrées encore en lice, avec des chances strictement égales. La roue s'arrête alors sur cette entrée.",
  stepRevealTitle: "L'organisateur révèle la graine.",
  stepReveal:
    "Quand le tirage est terminé (ou annulé), le relevé avec la liste, les deux graines, les gagnants et les heures est partagé sous forme de fichier ou de {verificationLink}. Cette page en recalcule l'engagement et les gagnants. La partie d'une adresse qui suit {hash} n'est jamais envoyée à un serveur : la vérification a lieu dans votre navigateur.",

  // The algorithm in full.
  algorithmHeading: "L'algorithme en détail",
  algorithmIntro:
    "Cette section suffit pour écrire votre propre vérificateur. Partout, le texte devient des octets en UTF-8 ; l'hexadécimal est en minuscules ; {lf} est le caractère de saut de ligne U+000A ; les positions, {k} et {c} comptent à partir de 0 ; et les nombres s'écrivent en décimal, sans signe, sans zéros en tête ni séparateurs. Les tirages actuels utilisent {v2} ; l'ancien {v1} est décrit ensuite.",
  textsHeading: "Les textes",
  textsRules:
    "Le titre (de 0 à {maxTitle} points de code) et chaque entrée sont en forme normale Unicode NFC et ne contiennent aucun point de code des catégories générales Cc, Cs, Zl ou Zp : pas de caractères de contrôle (donc ni saut de ligne ni tabulation), pas de point de code d'indirection isolé (moitié de paire UTF-16), pas de séparateurs de ligne ou de paragraphe (U+2028, U+2029). Comme aucun texte scellé ne contient de saut de ligne, les lignes de l'engagement se redécoupent exactement en ses parties.",
  textsEntries:
    "Une entrée n'est jamais vide ni composée uniquement d'espaces blancs (propriété Unicode White_Space). Les entrées peuvent se répéter ; un gagnant est désigné par sa position, pas par son texte.",
  textsOrder:
    "Les entrées gardent l'ordre de la roue. Les contrôles comparent les textes à l'identique, point de code par point de code, sans changement de casse.",
  serverSeedHeading: "La graine serveur et l'heure",
  serverSeedText:
    "La graine serveur est faite de 32 octets aléatoires écrits sous forme de 64 chiffres hexadécimaux, le chiffre de poids fort de chaque octet en premier. {committedAt} est l'heure du scellement en UTC, écrite exactement sous la forme {format} (24 caractères, toujours trois chiffres de millisecondes, toujours {z}). {finishedAt} et {cancelledAt} ont la même forme et ne sont pas antérieurs à {committedAt}.",
  commitmentHeading: "L'engagement",
  commitmentIntro:
    "Joignez ces lignes avec LF (pas de LF après la dernière), encodez le texte en UTF-8 et calculez son SHA-256. L'engagement est l'empreinte de 32 octets, en hexadécimal :",
  commitmentLinesLabel: "Les lignes de l'engagement de la version 2",
  /** A code block: one line each; {algorithm} is the algorithm's name. */
  commitmentLines: `{algorithm}
<serverSeed : 64 chiffres hexadécimaux>
<committedAt : par ex. 2026-11-23T10:00:00.000Z>
<winnersCount : par ex. 3>
<title : une ligne vide s'il n'y en a pas>
<entrée en position 0>
<entrée en position 1>
…
<dernière entrée>`,
  commitmentAfter:
    "La graine serveur y figure sous la forme de ses 64 caractères hexadécimaux. L'engagement fixe donc la graine, l'heure, le nombre de gagnants, le titre et chaque entrée, dans l'ordre.",
  publicSeedHeading: "La forme canonique de la graine publique",
  publicSeedIntro:
    "Beaucoup de chaînes différentes ressemblent au même mot. Pour que l'organisateur ne puisse pas choisir parmi des variantes invisibles ou d'espacement du mot donné par le public, le tirage n'utilise la graine publique que sous une forme canonique, obtenue en suivant ces étapes :",
  publicSeedStepNfkc: "Appliquez la normalisation Unicode NFKC.",
  /** {codePoints} is a list such as "U+0009–U+000D, U+0020". */
  publicSeedStepSpaces:
    "Remplacez chaque point de code d'espacement (White_Space) par une espace (U+0020). Ce sont : {codePoints}. Cette étape précède la suivante, pour qu'une tabulation ou un saut de ligne devienne une espace au lieu de disparaître.",
  publicSeedStepRemove:
    "Supprimez chaque point de code ignorable par défaut (Default_Ignorable : {codePoints}) et chaque point de code de la catégorie générale C (caractères de contrôle, caractères de formatage, points de code d'indirection, usage privé et points de code non attribués).",
  publicSeedStepRuns: "Remplacez chaque suite d'espaces par une seule espace, et supprimez l'espace éventuelle au début et à la fin.",
  publicSeedStepRepeat:
    "Si le texte a changé, recommencez à l'étape 1 avec le résultat ; arrêtez-vous quand un tour le laisse inchangé. (Supprimer un caractère peut en rapprocher deux que NFKC combine ensuite : un seul tour ne suffit donc pas toujours.)",
  publicSeedAfter:
    "La graine canonique compte au plus {max} points de code et peut être vide. Le relevé contient la forme canonique ; un vérificateur confirme que les étapes la laissent inchangée. Ce qui compte comme non attribué dépend de la version d'Unicode de votre logiciel : une graine faite de lettres, de chiffres et de ponctuation courants se vérifie donc de la même façon partout.",
  winnersHeading: "Le tirage des gagnants",
  winnersIntro:
    "Les gagnants sont tirés sans remise, l'un après l'autre, jusqu'à ce qu'il y en ait {winnersCount}. La clé HMAC est formée des 32 octets que représentent les chiffres hexadécimaux de la graine serveur, et non des 64 caractères de son texte. Les quatre premiers octets de chaque HMAC sont lus comme un entier non signé de 32 bits, octet de poids fort en premier (big-endian).",
  winnerStepsLabel: "Les étapes du tirage des gagnants",
  /** A code block of pseudo-code: the words may change, the names and the arithmetic stay. */
  winnerSteps: `remaining = les positions 0 … n−1 des entrées, dans l'ordre de la liste
pour k = 0, 1, …, (nombre de gagnants − 1) :
  n = le nombre de positions dans remaining
  limit = floor(2^32 / n) × n
  pour c = 0, 1, 2, … :
    mac = HMAC-SHA256(key = les 32 octets de serverSeed,
                      message = UTF-8(publicSeed + LF + decimal(k) + LF + decimal(c)))
    u = mac[0]·2^24 + mac[1]·2^16 + mac[2]·2^8 + mac[3]
    si u < limit :
      gagnant k = remaining[u mod n]  (sa position, et le texte de l'entrée)
      retirer cette position de remaining
      passer au k suivant`,
  /** {message} is the example seed followed by "␊1␊0"; {bytes} is its length in UTF-8. */
  winnersCutOff:
    "Les valeurs de {u} comprises entre {limit} et {twoTo32} − 1 sont écartées et on essaie le {c} suivant : sans cette coupure, {u} mod {n} favoriserait les premières positions chaque fois que {n} ne divise pas {twoTo32}. Par exemple, avec la graine publique {seed}, le message de la première tentative pour le deuxième gagnant est formé des {bytes} octets de {message}, où ␊ représente LF.",
  /** An example public seed: a word the audience might give. */
  exampleSeed: "ananas",
  recordHeading: "Le relevé et l'annonce",
  recordFields:
    "Un relevé est un objet JSON avec exactement ces champs : {algorithm}, {title}, {entries} (une liste de textes), {winnersCount} (un nombre), {committedAt}, {commitment}, {serverSeed}, {publicSeed} (canonique), {winners} (une liste d'objets avec {position} et {text}, dans l'ordre du tirage, chaque texte étant égal à l'entrée à sa position) et l'un des deux champs {finishedAt} ou {cancelledAt}. Un relevé terminé compte exactement {winnersCount} gagnants ; un relevé annulé en compte au plus autant. Sa structure, sans les valeurs hexadécimales :",
  recordShapeLabel: "La structure d'un relevé de version 2",
  /** The example record's title and public seed, and what stands for a hexadecimal value in it. */
  exampleTitle: "Jeu-concours du café",
  exampleRecordSeed: "ananas 2026",
  exampleHex: "<64 chiffres hexadécimaux>",
  announcementFields:
    "Une annonce ne contient que les six premiers champs, publiés avant le premier lancer : {algorithm}, {title}, {entries}, {winnersCount}, {committedAt} et {commitment}. L'ordre des champs et l'espacement du JSON n'ont aucune importance pour les contrôles.",
  linksHeading: "Les liens",
  linksText:
    "Un lien de vérification est l'adresse de cette page suivie de {hashR} et du relevé ; un lien d'annonce utilise {hashA} et l'annonce. Les deux sont empaquetés ainsi : le JSON en octets UTF-8, compressé en DEFLATE brut (RFC 1951 : sans en-tête zlib ou gzip et sans somme de contrôle), puis écrit en base64url (l'alphabet {A}–{Z}, {a}–{z}, {zero}–{nine}, {hyphen} et {underscore}) sans remplissage {equals}. Avec Node.js, cette commande décompresse un lien dans {file} :",
  unpackLinkLabel: "Une commande Node.js qui décompresse un lien",
  /** In the command, where the reader puts the link. */
  unpackLinkPlaceholder: "LE LIEN",
  linksLimits:
    "Cette page arrête de décompresser un lien au-delà de {maxChars} caractères et refuse une liste de plus de {maxEntries} entrées, en répondant « trop volumineux » sans rien en afficher : quelques kilo-octets compressés peuvent se décompresser en gigaoctets.",
  version1Heading: "Version 1",
  version1Text:
    "Les relevés créés avant la version 2 indiquent {v1}. Leurs champs sont {algorithm}, {title}, {entries}, {commitment}, {serverSeed}, {publicSeed}, {winners}, {committedAt} et {finishedAt} (toute date et heure ISO 8601). L'engagement est le SHA-256, en hexadécimal, du texte UTF-8 formé de {v1}, LF, la graine serveur, LF, puis les entrées jointes par LF. La graine publique est utilisée telle quelle, sans forme canonique, et les gagnants découlent des mêmes étapes HMAC, autant que le relevé en liste. La version 1 n'engageait ni le titre, ni les heures, ni le nombre de gagnants : cette page vérifie donc un tel relevé en signalant qu'il utilise l'ancien algorithme.",
  pageChecksHeading: "Les contrôles de cette page",
  pageCheckRecord:
    "Le relevé est lisible, indique {v2} ou {v1}, et chaque champ a la bonne forme (règles de texte, hexadécimal, heures, nombre de gagnants et graine publique canonique).",
  pageCheckCommitment: "L'engagement recalculé à partir de tout ce qu'il couvre est égal à celui qui a été publié.",
  pageCheckWinners:
    "Les gagnants recalculés à partir des deux graines sont les mêmes entrées, aux mêmes positions, dans le même ordre, et aussi nombreux que prévu au scellement.",
  pageCheckBeacon:
    "Pour la version 3, deux de plus : le tour de drand est publié au moins 30 secondes après le scellement, et sa signature est valide pour la clé publique de drand quicknet ; les gagnants sont alors recalculés à partir du SHA-256 de cette signature. Un relevé de version 3 qui passe les cinq est « Vérifié », avec le tour et son heure.",
  pageChecksVerdicts:
    "Le verdict n'est « Vérifié » que pour un relevé terminé qui réussit les trois contrôles. Un relevé annulé qui les réussit est « Annulé » : authentique, mais sans résultat. Une annonce est « Annoncé, pas encore tiré », puisque son engagement ne peut être vérifié qu'une fois la graine révélée. Dans tous les autres cas, le verdict est « Non vérifié », avec le contrôle qui a échoué et la raison. Un succès montre que les gagnants ont été fixés par une liste et une graine scellées avant le tirage. Il ne peut pas montrer que l'organisateur n'a publié qu'un seul de plusieurs tirages scellés : un engagement a donc le plus de valeur quand il est publié là où le public peut le voir, avant le premier lancer.",

  // The stand-alone checker, whose own code and output stay in English.
  checkYourselfHeading: "Vérifiez par vous-même",
  checkYourself:
    "Vous n'êtes pas obligé non plus de faire confiance à cette page. Enregistrez le relevé du tirage sous {recordFile}, le code ci-dessous sous {codeFile}, et lancez {command} avec Node.js 18 ou plus récent. Il vérifie les trois versions et affiche les mêmes verdicts que cette page, en anglais. Pour les versions 1 et 2, il n'utilise que le module crypto intégré à Node ; la signature du tour de balise d'un tirage en version 3 est vérifiée avec la bibliothèque @noble/curves (npm install @noble/curves dans le même dossier).",
  copyCode: "Copier le code",
  /** The copied thing, as the "{what} Copied" toast names it. */
  copiedCode: "Code",
  downloadCode: "Télécharger {file}",
  referenceLabel: "Implémentation de référence, {file}",

  // Version 3 on this page. {publishedAt} and {drawAt} are a date and time in the visitor's format and
  // time zone; {round} is written without thousands separators.
  verdictVerifiedBeacon: "Vérifié : les gagnants ont été fixés par le tour {round} de drand, publié le {publishedAt}.",
  beaconNoteTitle: "Ce qu'aucun relevé ne peut prouver seul",
  beaconNote:
    "Les gagnants découlent du tour {round} de drand, publié le {publishedAt} : personne, ni l'organisateur ni ce site, ne pouvait connaître sa valeur avant. L'heure du scellement, elle, vient de l'appareil de l'organisateur. Vérifiez que l'annonce (sa publication avec le lien d'annonce ou l'engagement) était publique avant le {publishedAt}. Un tirage montré pour la première fois après ce moment a pu être scellé par quelqu'un qui connaissait déjà ses gagnants.",
  detailBeacon: "Balise",
  beaconName: "drand quicknet (League of Entropy)",
  detailRound: "Tour",
  detailDecidedAt: "Tour publié le",
  detailSignature: "Signature du tour",
  signatureNone: "Aucune : le tirage a été annulé avant la publication du tour.",
  countdownLabel: "Temps restant",
  /** {clock} is hours, minutes and seconds as 01:02:03. */
  countdownDays: "{days, plural, one {# jour} other {# jours}}, {clock}",
  roundIsOut: "Le tour {round} est publié : les gagnants sont fixés.",
  announcementV3NoteTitle: "La suite",
  announcementV3Note:
    "L'organisateur a scellé la liste, le nombre de gagnants et le tour {round} de drand, qui sera publié le {drawAt}. D'ici là, personne ne peut connaître les gagnants, pas même lui ; ensuite, chacun peut les calculer ici, sans attendre l'organisateur. Gardez ce lien et vérifiez que vous êtes dans la liste avec « Trouver un participant » ci-dessous.",
  /** {relays} is the list of relay addresses, such as "api.drand.sh, api2.drand.sh and drand.cloudflare.com". */
  checkNowIntro:
    "Le bouton ci-dessous demande le tour {round} aux relais publics de drand ({relays}). Seul le numéro du tour est envoyé. Leur réponse ne sert que si sa signature est valide pour la clé publique de drand quicknet, ce que cette page vérifie dans votre navigateur.",
  checkNowButton: "Vérifier les gagnants maintenant",
  checkNowFetching: "Demande du tour {round} aux relais de drand…",
  checkNowDone:
    "Tour {round} reçu de {relay}, et sa signature est valide pour la clé publique de drand quicknet. Voici les gagnants du tirage, que l'organisateur ait terminé ou non.",
  checkNowWinnersHeading: "Gagnants fixés par le tour {round}",
  checkNowHostMustMatch: "Le lien de vérification de l'organisateur doit montrer exactement ces gagnants, dans cet ordre.",
  checkNowFailed:
    "Les relais de drand sont injoignables, ou aucun n'a répondu avec une signature valide. Rien d'autre n'est utilisé à la place. Vérifiez votre connexion et réessayez.",
  checkNowNotYet: "D'après l'horloge de drand, le tour {round} n'est pas encore publié. Réessayez dans quelques secondes.",
  tryAgain: "Réessayer",

  // Under a version 2 verdict. {fields} lists the record's times that lie ahead, such as "finishedAt (…)".
  v2CautionTitle: "Aussi équitable que sa graine publique, pas plus",
  v2Caution:
    "Un tirage de la version 2 n'est équitable que si sa graine publique l'est. L'organisateur connaît la graine serveur : si le public n'a pas choisi la graine publique après l'annonce, l'organisateur a pu la choisir lui-même, en essayant graine après graine jusqu'à faire gagner son favori, et le relevé passerait quand même toutes les vérifications. Demandez qui a choisi la graine, et quand.",
  v2CautionEmptySeed: "Ce tirage n'a aucune graine publique : ses gagnants découlent de la seule graine serveur de l'organisateur.",
  v2CautionSoon:
    "Ce tirage s'est terminé {seconds, plural, one {# seconde} other {# secondes}} après son scellement : bien trop tôt pour qu'un public ait pu choisir une graine.",
  v2CautionFuture: "Ses dates sont dans le futur ({fields}) : l'horloge de l'appareil se trompait, ou le relevé est inventé.",
  futureTime: "{field} : {at}",

  // How version 3 works, on the page's explainer. {v3} is the algorithm's name, as code.
  v3Heading: "Version 3 : une balise publique décide",
  v3Intro:
    "Les tirages d'aujourd'hui tirent leur hasard de drand quicknet, une balise publique d'aléa tenue par la League of Entropy : des organisations indépendantes (universités, entreprises, fondations) qui publient ensemble une nouvelle valeur aléatoire toutes les 3 secondes, signée par le groupe. Aucun membre ne peut connaître ni choisir une valeur avant sa publication, et chacun peut la vérifier avec la clé publique du réseau.",
  v3Steer:
    "Au scellement, l'organisateur fixe la liste, le nombre de gagnants et une heure de tirage au moins 30 secondes plus tard, donc le premier tour de la balise publié à cette heure ou après. Les gagnants sont calculés à partir de la signature de ce tour, que personne ne peut connaître à l'avance. Il n'y a pas de graine secrète : ni l'organisateur ni ce site ne peuvent orienter le résultat ou retenter leur chance en douce.",
  v3Check:
    "Ce qu'il vous reste à vérifier : que l'annonce était publique avant l'heure du tour. Le relevé prouve tout le reste ici, dans votre navigateur et sans réseau (la liste, le tour, sa signature, les gagnants), mais il ne peut pas prouver quand l'organisateur l'a montré pour la première fois, car l'heure du scellement vient de son appareil.",
  v3Algorithm:
    "Dans {v3}, l'engagement est le SHA-256 des lignes {v3}, l'heure, le nombre de gagnants, l'empreinte de la chaîne drand (chain hash), le tour, le titre et les entrées. La clé du HMAC est le SHA-256 de la signature du tour, et le message commence par l'engagement là où la version 2 met la graine publique. Le vérificateur en bas de cette page fait tout cela.",
  v2Heading: "Version 2 : une graine publique fournie par le public",
  v2StepsCaution:
    "Les étapes ci-dessus décrivent la version 2, gardée pour les tirages sans réseau. Elle n'est équitable que si sa graine publique l'est : si le public ne l'a pas choisie après l'annonce, l'organisateur a pu le faire, en essayant des graines en privé jusqu'à faire gagner son favori.",
};
