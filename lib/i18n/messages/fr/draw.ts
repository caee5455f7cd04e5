import type { Messages } from '../shape';

export const draw: Messages['draw'] = {
  // The switch
  checkableDraw: 'Tirage vérifiable',
  checkableDrawDescription: 'Scellez la liste avant le premier lancer : chacun pourra vérifier les gagnants ensuite.',

  // Setting a draw up and sealing it
  winnersInDraw: 'Gagnants de ce tirage',
  winnersInDrawHint: 'Fixé au scellement du tirage, avec la liste et le titre de la roue : de 1 à {most} (les entrées visibles).',
  noVisibleEntry: 'Ajoutez au moins une entrée visible avant de sceller un tirage.',
  sealUnderWay: 'Un tirage est déjà en cours.',
  sealNoEntries: 'Un tirage vérifiable nécessite au moins une entrée',
  sealWinnersCount:
    '{count, plural, one {Un tirage de {entries} entrée compte 1 gagnant, pas {winnersCount}} other {Un tirage de {entries} entrées compte de 1 à {entries} gagnants, pas {winnersCount}}}',
  /** {problem} is the text rule broken; its other case is "not in NFC". */
  sealTitleProblem:
    "Ce titre ne peut pas être utilisé : {problem, select, tooLong {il dépasse {max} caractères} lineBreak {il contient un saut de ligne} lineSeparator {il contient un séparateur de ligne (U+2028), qui agit comme un saut de ligne} paragraphSeparator {il contient un séparateur de paragraphe (U+2029), qui agit comme un saut de ligne} tab {il contient une tabulation} loneSurrogate {il contient un caractère cassé (une moitié isolée de paire UTF-16)} control {il contient le caractère de contrôle invisible {codePoint}} other {il n'est pas en forme normale Unicode NFC}}.",
  /** {text} is the entry's first 40 characters. */
  sealEntryProblem:
    "L'entrée {number} (« {text} ») ne peut pas être utilisée : {problem, select, empty {elle est vide ou ne contient que des espaces} lineBreak {elle contient un saut de ligne} lineSeparator {elle contient un séparateur de ligne (U+2028), qui agit comme un saut de ligne} paragraphSeparator {elle contient un séparateur de paragraphe (U+2029), qui agit comme un saut de ligne} tab {elle contient une tabulation} loneSurrogate {elle contient un caractère cassé (une moitié isolée de paire UTF-16)} control {elle contient le caractère de contrôle invisible {codePoint}} other {elle n'est pas en forme normale Unicode NFC}}.",
  sealing: 'Scellement…',
  sealDraw: 'Sceller le tirage',
  drawNotSealedTitle: 'Tirage non scellé',
  drawNotSealed:
    "Ce navigateur n'a pas pu créer l'engagement (il faut Web Crypto, disponible uniquement sur les pages sécurisées).",

  // Where a draw's randomness comes from, and when a beacon draw is decided
  randomness: 'Source du hasard',
  randomnessBeacon: 'Balise publique (drand)',
  randomnessBeaconHelp:
    "Les gagnants découlent de la valeur aléatoire que drand (la League of Entropy, un réseau d'opérateurs indépendants) publie à l'heure du tirage, signée pour que chacun puisse la vérifier. Personne, vous compris, ne peut la connaître ni la choisir avant. Ce qu'elle ne prouve pas à elle seule : que vous avez partagé l'annonce avant l'heure du tirage. Publiez-la donc tôt.",
  randomnessSeed: 'Graine publique choisie par le public',
  randomnessSeedHelp:
    "Fonctionne sans internet : une graine secrète est scellée maintenant et votre public saisit une graine publique après l'annonce. Le tirage n'est équitable que si la personne qui saisit cette graine l'est : si le public ne la choisit pas, vous auriez pu en prendre une qui avantage quelqu'un.",
  drawTime: 'Heure du tirage',
  drawTimeHint:
    "Le moment où les gagnants sont décidés, dans votre fuseau horaire. Laissé vide : 2 minutes après le scellement. De 30 secondes après le scellement jusqu'à 30 jours à l'avance.",
  drawTimeUnreadable:
    "L'heure du tirage n'est pas une date et une heure complètes : indiquez le jour, l'heure et les minutes, ou laissez le champ vide pour 2 minutes après le scellement.",
  drawTimeTooSoon:
    "L'heure du tirage {time} tombe moins de 30 secondes après le scellement : choisissez un moment plus tardif, ou laissez le champ vide pour 2 minutes après le scellement.",
  drawTimeTooLate: "L'heure du tirage {time} est à plus de 30 jours : choisissez un moment dans les 30 prochains jours.",

  // A sealed draw
  commitmentLabel: 'Engagement du tirage',
  commitmentSealed:
    "{count, plural, one {Scellé : la liste, le titre, l'heure et {wanted} gagnant, avec une graine secrète.} other {Scellé : la liste, le titre, l'heure et {wanted} gagnants, avec une graine secrète.}}",
  commitmentPublish: 'Publiez-le avant le premier lancer : il scelle la liste et une graine secrète.',
  copiedCommitment: 'Engagement',
  copyCommitment: "Copier l'engagement",
  announcementLabel: "Lien d'annonce",
  makingLink: 'Création du lien…',
  announcementHelp:
    "Partagez-le avant le premier lancer : chacun peut voir la liste, le nombre de gagnants et l'engagement, et vérifier qu'il y figure.",
  copiedLink: 'Lien',
  copyAnnouncementLink: "Copier le lien d'annonce",
  publicSeedLabel: 'Graine publique',
  publicSeedHelp:
    "Facultatif. Après avoir partagé l'annonce, laissez votre public choisir un mot, ou utilisez un nombre que personne ne connaît encore.",
  publicSeedAfterSeal:
    "Comme elle arrive après le scellement, même vous n'auriez pas pu choisir une graine secrète qui avantage quelqu'un.",
  publicSeedCanonical:
    'Les caractères invisibles et les espaces en trop sont retirés : la graine est exactement ce que tout le monde lit.',
  publicSeedLocked: 'Verrouillée : le tirage a commencé.',
  winnersDrawn: '{count, plural, one {{drawn} sur {wanted} gagnant tiré} other {{drawn} sur {wanted} gagnants tirés}}',
  winnersSoFar: "Gagnants jusqu'ici",
  everyWinnerDrawn: 'Tous les gagnants sont tirés : terminez le tirage pour révéler sa graine.',
  finishDraw: 'Terminer le tirage',
  cancelDraw: 'Annuler le tirage',

  // A sealed beacon draw: waiting for its round, then drawing
  commitmentSealedBeacon:
    '{count, plural, one {Scellé : la liste, le titre, l’heure, {wanted} gagnant et le tour drand qui le désigne.} other {Scellé : la liste, le titre, l’heure, {wanted} gagnants et le tour drand qui les désigne.}}',
  announcementHelpBeacon:
    "Partagez-le avant l'heure du tirage : tout le monde voit la liste, le nombre de gagnants, l'heure du tirage et le tour, et peut vérifier les gagnants soi-même dès que le tour est publié.",
  drawTimeSealed: 'Gagnants désignés le {time}',
  drandRound: 'tour drand {round}',
  countdown: '{days, plural, =0 {encore {clock}} one {encore # jour et {clock}} other {encore # jours et {clock}}}',
  waitingForRound: 'La roue ne tourne que lorsque le tour est publié et sa signature vérifiée.',
  roundFetching: "L'heure du tirage est venue : récupération du tour drand {round} et vérification de sa signature…",
  roundVerified: 'Tour drand {round} reçu et signature vérifiée : chaque lancer tombe désormais sur le gagnant suivant.',
  roundUnreachable:
    "Le tour drand {round} n'a pas pu être récupéré : aucun des relais de drand n'a répondu avec une signature valide. Aucune autre source de hasard n'est utilisée : la liste reste verrouillée jusqu'à l'arrivée du tour, ou vous pouvez annuler le tirage.",
  tryAgain: 'Réessayer',
  everyWinnerDrawnBeacon: 'Tous les gagnants sont tirés : terminez le tirage pour obtenir son lien de vérification.',
  drawFinishedBeacon:
    "{count, plural, one {Tirage terminé avec {drawn} gagnant. Publiez ce lien là où vous avez publié l'annonce : chacun peut vérifier la signature du tour et le gagnant.} other {Tirage terminé avec {drawn} gagnants. Publiez ce lien là où vous avez publié l'annonce : chacun peut vérifier la signature du tour et les gagnants.}}",

  // Asking before a draw is cancelled
  cancelTitle: 'Annuler ce tirage ?',
  cancelText:
    "{count, plural, =0 {Le tirage se termine sans résultat. Il est conservé comme relevé annulé, et son lien montre à quiconque le vérifie que ce tirage a été annulé.} one {Le tirage se termine sans résultat. Il est conservé comme relevé annulé, avec {drawn} gagnant déjà tiré, et son lien montre à quiconque le vérifie que ce tirage a été annulé.} other {Le tirage se termine sans résultat. Il est conservé comme relevé annulé, avec les {drawn} gagnants déjà tirés, et son lien montre à quiconque le vérifie que ce tirage a été annulé.}}",
  keepDrawing: 'Continuer le tirage',
  cancelTheDraw: 'Annuler le tirage',

  // The draw that just ended
  drawFinished:
    "{count, plural, one {Tirage terminé avec {drawn} gagnant. La graine serveur est maintenant révélée : publiez ce lien là où vous avez publié l'engagement, pour que chacun puisse vérifier le tirage.} other {Tirage terminé avec {drawn} gagnants. La graine serveur est maintenant révélée : publiez ce lien là où vous avez publié l'engagement, pour que chacun puisse vérifier le tirage.}}",
  drawCancelled:
    "{count, plural, one {Tirage annulé ({drawn} sur {wanted} gagnant tiré). Il est conservé comme relevé annulé : publiez ce lien là où vous avez publié l'annonce, pour que votre public voie que le tirage s'est terminé sans résultat.} other {Tirage annulé ({drawn} sur {wanted} gagnants tirés). Il est conservé comme relevé annulé : publiez ce lien là où vous avez publié l'annonce, pour que votre public voie que le tirage s'est terminé sans résultat.}}",
  verificationLinkLabel: 'Lien de vérification',
  cancelledLinkLabel: 'Lien du tirage annulé',
  copyVerificationLink: 'Copier le lien de vérification',
  copyCancelledLink: 'Copier le lien du tirage annulé',
  downloadRecord: 'Télécharger le relevé du tirage',

  // Past draws
  pastDraws: 'Tirages précédents',
  untitledDraw: 'Tirage sans titre',
  pastFinished: '{count, plural, one {Terminé le {when}, {drawn} gagnant} other {Terminé le {when}, {drawn} gagnants}}',
  pastCancelled: '{count, plural, one {Annulé le {when}, {drawn} gagnant} other {Annulé le {when}, {drawn} gagnants}}',
  check: 'Vérifier',
  checkPastDraw: 'Vérifier {title}',
  remove: 'Retirer',
  removePastDraw: 'Retirer {title} ({draw})',

  // Toasts
  linkNotMadeTitle: 'Lien non créé',
  linkNotMade: "Ce navigateur n'a pas pu générer le lien. Téléchargez plutôt le relevé.",
  verificationLinkNotMade: "Ce navigateur n'a pas pu générer le lien de vérification. Téléchargez plutôt le relevé.",
  drawChangedTitle: 'Tirage modifié',
  drawChanged: "Le tirage a avancé dans un autre onglet ; ce lancer n'y a pas été ajouté.",

  // The entry list during a draw
  listLocked:
    "La liste est verrouillée pendant un tirage vérifiable. Terminez ou annulez le tirage dans l'onglet Lancer pour la modifier.",

  // Une liste avec images
  picturesNotInRecord: 'Les images ne font pas partie du relevé du tirage : l’engagement ne porte que sur le texte des entrées.',
};
