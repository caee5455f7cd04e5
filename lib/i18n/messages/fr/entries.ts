import type { Messages } from '../shape';

export const entries: Messages['entries'] = {
  newEntryLabel: 'Nouvelle entrée',
  newEntryPlaceholder: 'Saisissez une option et appuyez sur Entrée',
  add: 'Ajouter',

  addMany: 'Ajouter plusieurs',
  importFromFile: 'Importer un fichier',
  undoLastChange: 'Annuler la dernière modification',
  listTools: 'Outils de liste',
  shuffleEntries: 'Mélanger les entrées',
  sortEntries: 'Trier les entrées de A à Z',
  removeDuplicates: 'Supprimer les doublons',
  clearEntries: 'Effacer toutes les entrées',

  importWrongKind: 'Choisissez un fichier .txt ou .csv.',
  importTooLarge: "Ce fichier est trop volumineux pour une liste d'entrées (la limite est de 5 Mo).",
  importNotText: "Ce fichier n'est pas du texte : il ressemble à une image, un programme ou une archive. Rien n'a été importé ; choisissez une liste enregistrée en .txt ou .csv.",
  importEmpty: 'Ce fichier ne contient aucune entrée.',
  importUnreadable: "Ce fichier n'a pas pu être lu.",
  headingQuestion: "La première ligne, « {heading} », ressemble à un titre de colonne. L'exclure des entrées ?",
  leaveOutHeading: 'Exclure le titre',
  keepHeading: 'La garder comme entrée',

  visibleSummary:
    '{visible, plural, one {{number} visible sur la roue} other {{number} visibles sur la roue}}{hidden, plural, =0 {} one { (# masquée)} other { (# masquées)}}',
  shortenedNotice:
    '{count, plural, one {# entrée dépasse {max} caractères : elle est abrégée sur la roue et dans la liste, mais conservée en entier dans vos entrées, résultats et exports.} other {# entrées dépassent {max} caractères : elles sont abrégées sur la roue et dans la liste, mais conservées en entier dans vos entrées, résultats et exports.}}',
  emptyList: "Aucune entrée pour l'instant. Ajoutez votre première option ci-dessus !",

  listLabel: 'Entrées',
  reorderInstructions:
    'Pour déplacer une entrée, appuyez sur Espace ou Entrée pour la saisir. Déplacez-la avec les flèches haut et bas, puis appuyez sur Espace ou Entrée pour la déposer, ou sur Échap pour annuler.',
  handleRoleDescription: 'poignée de déplacement',
  reorderEntry: 'Déplacer {entry}',
  entryColor: 'Couleur de {entry}',
  editEntry: 'Modifier {entry}',
  hideEntry: 'Masquer {entry}',
  showEntry: 'Afficher {entry}',
  duplicateEntry: 'Dupliquer {entry}',
  copyOf: '{entry} (copie)',
  deleteEntry: 'Supprimer {entry}',
  editBox: "Modifier l'entrée",

  unnamedEntry: 'Entrée',
  pickedUp: 'Entrée {entry} saisie, position {position} sur {total}.',
  movedTo: 'Entrée {entry} déplacée en position {position} sur {total}.',
  notOverList: "L'entrée {entry} n'est plus au-dessus de la liste.",
  droppedAt: 'Entrée {entry} déposée en position {position} sur {total}.',
  droppedOutside: "Entrée {entry} déposée hors de la liste ; l'ordre n'a pas changé.",
  reorderCancelled: 'Déplacement annulé. {entry} reste en position {position}.',

  addManyTitle: 'Ajouter plusieurs entrées',
  addManyLabel: 'Entrées, une par ligne',
  addManyPlaceholder: 'Camille\nLucas\nInès',
  addManyHint: 'Collez ou saisissez une entrée par ligne.',
  addManyCount: '{count, plural, one {# entrée à ajouter} other {# entrées à ajouter}}',
  addEntries: 'Ajouter les entrées',
  addManyHeldTitle: '{lines, plural, one {# ligne collée} other {# lignes collées}}',
  addManyHeldCounting: 'Décompte des lignes collées…',
  addManyHeldWhy: 'Une liste aussi longue reste hors de la zone de texte pour que la page reste fluide. « Ajouter les entrées » ajoute toutes les lignes.',
  addManyHeldPreview: 'Premières lignes collées',
  addManyHeldMore: 'Et {count, plural, one {# ligne de plus} other {# lignes de plus}}.',
  addManyHeldClear: 'Retirer les lignes collées',

  addedTitle: '{count, plural, one {# entrée ajoutée.} other {# entrées ajoutées.}}',
  addedDescription: 'À retrouver en fin de liste.',
  importedTitle: '{count, plural, one {# entrée importée.} other {# entrées importées.}}',
  importedDescription: 'Ajout en fin de liste depuis {fileName}.',
  importedWithoutHeading: 'Ajout en fin de liste depuis {fileName}. Le titre « {heading} » a été exclu.',
  shuffledTitle: 'Entrées mélangées.',
  shuffledDescription: '{count, plural, one {# entrée} other {# entrées}} dans un nouvel ordre aléatoire.',
  sortedTitle: 'Entrées triées de A à Z.',
  sortedDescription: "{count, plural, one {# entrée} other {# entrées}}, les nombres dans l'ordre numérique.",
  noDuplicatesTitle: 'Aucun doublon.',
  noDuplicatesDescription: "Toutes les entrées sont déjà différentes : rien n'a été supprimé.",
  duplicatesRemovedTitle: '{count, plural, one {# doublon supprimé.} other {# doublons supprimés.}}',
  duplicatesRemovedDescription: 'La première occurrence de chacun a été gardée.',
  clearedTitle: 'Toutes les entrées ont été effacées.',
  clearedDescription: '{count, plural, one {# entrée supprimée.} other {# entrées supprimées.}}',
  deletedTitle: 'Entrée supprimée',
  deletedDescription: '« {entry} » ne fait plus partie de la liste.',

  lockedTitle: 'La liste est verrouillée',
  lockedDescription: "Un tirage vérifiable est en cours : terminez-le ou annulez-le d'abord dans l'onglet Lancer.",
  undoneTitle: 'Modification annulée',
  undidAdded:
    'Annulé : ajout de {count, plural, one {# entrée} other {# entrées}}{later, plural, =0 {} one { et # modification suivante} other { et # modifications suivantes}}.',
  undidRemoved:
    'Annulé : suppression de {count, plural, one {# entrée} other {# entrées}}{later, plural, =0 {} one { et # modification suivante} other { et # modifications suivantes}}.',
  undidChanged: "Annulé : modification d'une entrée{later, plural, =0 {} one { et # modification suivante} other { et # modifications suivantes}}.",
  undidReplaced: 'Annulé : remplacement de la liste{later, plural, =0 {} one { et # modification suivante} other { et # modifications suivantes}}.',
  nothingToUndoTitle: 'Rien à annuler',
  nothingToUndoDescription: "Cette modification n'est plus dans l'historique (il garde les 50 dernières).",
  replacedTitle: 'Votre liste a été remplacée dans un autre onglet',
  replacedDescription:
    '{what, select, template {Un lien de modèle} sharedWheel {Un lien de roue partagé} other {Un lien}} y a été ouvert. Annuler rétablit votre liste, ici et dans tous les onglets.',
  historyCutTitle: 'Toutes les modifications ne pourront pas être annulées après un rechargement',
  historyCutDescription:
    "{kept, plural, =0 {Votre historique de modifications ne tient pas dans ce que ce navigateur garde : après un rechargement, « Annuler la dernière modification » repart de la liste telle qu'elle sera alors.} one {Seule votre dernière modification tient dans ce que ce navigateur garde : c'est tout ce qu'« Annuler la dernière modification » pourra atteindre après un rechargement.} other {Seules vos # dernières modifications tiennent dans ce que ce navigateur garde : c'est tout ce qu'« Annuler la dernière modification » pourra atteindre après un rechargement.}} D'ici là, toutes vos modifications peuvent être annulées.",
  picturesLeftOutNotice:
    "Au-delà de {max} entrées visibles, la roue n'a plus la place d'afficher les images et les laisse de côté ; la carte du gagnant et les résultats les montrent toujours.",
};
