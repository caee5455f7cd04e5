import type { Messages } from '../shape';

export const hosting: Messages['hosting'] = {
  // The Spin tab's options for hosts
  afterEachSpin: 'Después de cada giro',
  afterSpinKeep: 'Mantener al ganador',
  afterSpinHide: 'Ocultar al ganador',
  afterSpinRemove: 'Quitar al ganador',
  winnersPerSpin: 'Ganadores por giro',
  winnersPerSpinHint:
    'Cada pulsación saca este número de ganadores distintos, un giro tras otro; quien gana no vuelve a participar en esa tanda. Hasta {most} (las opciones visibles).',
  wheelTitle: 'Título de la ruleta',
  wheelTitlePlaceholder: 'Por ejemplo: Sorteo del viernes',
};
