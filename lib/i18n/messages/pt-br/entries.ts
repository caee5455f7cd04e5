import type { Messages } from '../shape';

export const entries: Messages['entries'] = {
  newEntryLabel: 'Nova opção',
  newEntryPlaceholder: 'Digite uma opção e pressione Enter',
  add: 'Adicionar',

  addMany: 'Adicionar várias',
  importFromFile: 'Importar de arquivo',
  undoLastChange: 'Desfazer última alteração',
  listTools: 'Ferramentas da lista',
  shuffleEntries: 'Embaralhar opções',
  sortEntries: 'Ordenar opções de A a Z',
  removeDuplicates: 'Remover opções repetidas',
  clearEntries: 'Limpar todas as opções',

  importWrongKind: 'Escolha um arquivo .txt ou .csv.',
  importTooLarge: 'Esse arquivo é grande demais para uma lista de opções (o limite é 5 MB).',
  importNotText: 'Esse arquivo não é de texto: parece uma imagem, um programa ou um arquivo compactado. Nada foi importado; escolha uma lista salva como .txt ou .csv.',
  importEmpty: 'Esse arquivo não tem nenhuma opção.',
  importUnreadable: 'Não foi possível ler esse arquivo.',
  headingQuestion: 'A primeira linha, “{heading}”, parece um cabeçalho de coluna. Deixar essa linha fora das opções?',
  leaveOutHeading: 'Ignorar cabeçalho',
  keepHeading: 'Manter como opção',

  visibleSummary:
    '{visible, plural, =0 {{number} visíveis na roleta} one {{number} visível na roleta} other {{number} visíveis na roleta}}{hidden, plural, =0 {} one { (# oculta)} other { (# ocultas)}}',
  shortenedNotice:
    '{count, plural, one {# opção tem mais de {max} caracteres: ela aparece encurtada na roleta e na lista, mas fica inteira na sua lista, nos resultados e nas exportações.} other {# opções têm mais de {max} caracteres: elas aparecem encurtadas na roleta e na lista, mas ficam inteiras na sua lista, nos resultados e nas exportações.}}',
  emptyList: 'Nenhuma opção ainda. Adicione a primeira logo acima!',

  listLabel: 'Opções',
  reorderInstructions:
    'Para reordenar, pressione Espaço ou Enter para pegar a opção. Use as setas para cima e para baixo para movê-la, Espaço ou Enter para soltá-la ou Esc para cancelar.',
  handleRoleDescription: 'alça de reordenação',
  reorderEntry: 'Reordenar {entry}',
  entryColor: 'Cor de {entry}',
  editEntry: 'Editar {entry}',
  hideEntry: 'Ocultar {entry}',
  showEntry: 'Mostrar {entry}',
  duplicateEntry: 'Duplicar {entry}',
  copyOf: '{entry} (cópia)',
  deleteEntry: 'Excluir {entry}',
  editBox: 'Editar opção',

  unnamedEntry: 'Opção',
  pickedUp: '{entry} selecionada, posição {position} de {total}.',
  movedTo: '{entry} movida para a posição {position} de {total}.',
  notOverList: '{entry} não está mais sobre a lista.',
  droppedAt: '{entry} solta na posição {position} de {total}.',
  droppedOutside: '{entry} solta fora da lista; a ordem não mudou.',
  reorderCancelled: 'Reordenação cancelada. {entry} continua na posição {position}.',

  addManyTitle: 'Adicionar várias opções',
  addManyLabel: 'Opções, uma por linha',
  addManyPlaceholder: 'Ana\nBruno\nCarla',
  addManyHint: 'Cole ou digite uma opção por linha.',
  addManyCount: '{count, plural, =0 {# opções para adicionar} one {# opção para adicionar} other {# opções para adicionar}}',
  addEntries: 'Adicionar opções',
  addManyHeldTitle: '{lines, plural, one {# linha colada} other {# linhas coladas}}',
  addManyHeldCounting: 'Contando as linhas coladas…',
  addManyHeldWhy: 'Uma lista tão longa fica fora da caixa para a página continuar rápida. “Adicionar opções” adiciona todas as linhas.',
  addManyHeldPreview: 'Primeiras linhas coladas',
  addManyHeldMore: 'E mais {count, plural, one {# linha} other {# linhas}}.',
  addManyHeldClear: 'Remover as linhas coladas',

  addedTitle: '{count, plural, one {# opção adicionada.} other {# opções adicionadas.}}',
  addedDescription: 'Confira no fim da lista.',
  importedTitle: '{count, plural, one {# opção importada.} other {# opções importadas.}}',
  importedDescription: 'Confira no fim da lista (arquivo {fileName}).',
  importedWithoutHeading: 'Confira no fim da lista (arquivo {fileName}). O cabeçalho “{heading}” foi ignorado.',
  shuffledTitle: 'Opções embaralhadas.',
  shuffledDescription: '{count, plural, one {# opção} other {# opções}} em uma nova ordem aleatória.',
  sortedTitle: 'Opções ordenadas de A a Z.',
  sortedDescription: '{count, plural, one {# opção} other {# opções}}, com os números em ordem numérica.',
  noDuplicatesTitle: 'Nenhuma opção repetida.',
  noDuplicatesDescription: 'Todas as opções já são diferentes; nada foi removido.',
  duplicatesRemovedTitle: '{count, plural, one {# opção repetida removida.} other {# opções repetidas removidas.}}',
  duplicatesRemovedDescription: 'A primeira de cada uma foi mantida.',
  clearedTitle: 'Todas as opções foram apagadas.',
  clearedDescription: '{count, plural, one {# opção removida.} other {# opções removidas.}}',
  deletedTitle: 'Opção excluída',
  deletedDescription: '“{entry}” saiu da lista.',

  lockedTitle: 'A lista está travada',
  lockedDescription: 'Há um sorteio verificável em andamento: encerre ou cancele o sorteio na aba Giro primeiro.',
  undoneTitle: 'Alteração desfeita',
  undidAdded:
    'Desfeito: {count, plural, one {# opção adicionada} other {# opções adicionadas}}{later, plural, =0 {} one { e # alteração posterior} other { e # alterações posteriores}}.',
  undidRemoved:
    'Desfeito: {count, plural, one {# opção removida} other {# opções removidas}}{later, plural, =0 {} one { e # alteração posterior} other { e # alterações posteriores}}.',
  undidChanged:
    'Desfeito: 1 opção alterada{later, plural, =0 {} one { e # alteração posterior} other { e # alterações posteriores}}.',
  undidReplaced:
    'Desfeito: substituição da lista{later, plural, =0 {} one { e # alteração posterior} other { e # alterações posteriores}}.',
  nothingToUndoTitle: 'Nada para desfazer',
  nothingToUndoDescription: 'Essa alteração já saiu do histórico (ele guarda as últimas 50).',
  replacedTitle: 'Sua lista foi substituída em outra aba do navegador',
  replacedDescription:
    '{what, select, template {Um link de modelo} sharedWheel {Um link de roleta compartilhada} other {Um link}} foi aberto lá. Desfazer traz sua lista de volta, aqui e em todas as abas.',
  historyCutTitle: 'Nem toda alteração poderá ser desfeita depois de recarregar',
  historyCutDescription:
    '{kept, plural, =0 {Seu histórico de alterações não cabe no que este navegador guarda, então depois de recarregar “Desfazer última alteração” recomeça a partir da lista como ela estiver.} one {Só a sua última alteração cabe no que este navegador guarda, então é só ela que “Desfazer última alteração” alcança depois de recarregar.} other {Só as suas últimas # alterações cabem no que este navegador guarda, então são só elas que “Desfazer última alteração” alcança depois de recarregar.}} Até lá, qualquer alteração pode ser desfeita.',
  picturesLeftOutNotice:
    'Com mais de {max} opções visíveis, a roleta não tem espaço para as imagens e deixa de desenhá-las; elas continuam aparecendo no cartão do vencedor e nos resultados.',
};
