import type { Messages } from '../shape';

export const hosting: Messages['hosting'] = {
  // The Spin tab's options for hosts
  afterEachSpin: 'Après chaque lancer',
  afterSpinKeep: 'Garder le gagnant',
  afterSpinHide: 'Masquer le gagnant',
  afterSpinRemove: 'Retirer le gagnant',
  winnersPerSpin: 'Gagnants par lancer',
  winnersPerSpinHint:
    "Un seul appui tire ce nombre de gagnants différents, un lancer après l'autre ; chaque gagnant est écarté pour la suite de cet appui. Jusqu'à {most} (les entrées visibles).",
  wheelTitle: 'Titre de la roue',
  wheelTitlePlaceholder: 'Par exemple : tirage du vendredi',
};
