import type { Messages } from '../shape';

export const ui: Messages['ui'] = {
  close: 'Fechar',
  colorHex: '{label}: código hex',
  copiedTitle: '{what} copiado',
  copiedDescription: '{what} copiado para a área de transferência.',
  textCopiedTitle: 'Texto copiado',
  textCopiedDescription: 'Texto copiado para a área de transferência.',
  copyFailedTitle: 'Não foi possível copiar',
  copyFailedDescription: 'Seu navegador não permitiu copiar. Selecione o texto e copie manualmente.',
  undo: 'Desfazer',
  notSavedTitle: 'Suas alterações não estão sendo salvas',
  notSavedDescription:
    'Este navegador não deixa o site guardar nada, então a ferramenta funciona só nesta visita e esquece tudo quando você sair.',
  newerVersionTitle: 'Uma versão mais nova do SpinFair salvou seus dados',
  newerVersionDescription:
    'Esta página é mais antiga, então deixa esses dados como estão e guarda suas alterações aqui só durante esta visita. Recarregue para usar a versão mais nova.',
  reload: 'Recarregar',
  listTooBigTitle: 'Esta lista é longa demais para ser salva',
  listTooBigDescription:
    'Este navegador não consegue guardar uma lista tão longa, então ela só dura até você sair desta página. Todo o resto que você alterar é salvo, e ao recarregar volta {reload, select, saved {a última lista que foi salva} other {a lista inicial}}.',
  tooBigTitle: 'Grande demais para salvar neste navegador',
  tooBigDescription: 'Parte do que você fez aqui passa do que este navegador guarda, então só dura até você sair desta página. Todo o resto é salvo.',
};
