import type { Messages } from '../shape';

export const draw: Messages['draw'] = {
  // The switch
  checkableDraw: 'Sorteio verificável',
  checkableDrawDescription: 'Lacre a lista antes do primeiro giro para que qualquer pessoa possa conferir os vencedores depois.',

  // Setting a draw up and sealing it
  winnersInDraw: 'Vencedores neste sorteio',
  winnersInDrawHint:
    'Fica definido quando você lacra o sorteio, junto com a lista e o título da roleta: de 1 a {most} (as opções visíveis).',
  noVisibleEntry: 'Adicione pelo menos uma opção visível antes de lacrar o sorteio.',
  sealUnderWay: 'Já há um sorteio em andamento.',
  sealNoEntries: 'Um sorteio verificável precisa de pelo menos uma opção',
  sealWinnersCount:
    '{count, plural, =1 {Um sorteio de {entries} opção tem só 1 vencedor, não {winnersCount}} other {Um sorteio de {entries} opções tem de 1 a {entries} vencedores, não {winnersCount}}}',
  /** {problem} is the text rule broken; its other case is "not in NFC". */
  sealTitleProblem:
    'Não dá para usar este título: {problem, select, tooLong {ele tem mais de {max} caracteres} lineBreak {ele tem uma quebra de linha} lineSeparator {ele tem um separador de linha (U+2028), que funciona como uma quebra de linha} paragraphSeparator {ele tem um separador de parágrafo (U+2029), que funciona como uma quebra de linha} tab {ele tem uma tabulação} loneSurrogate {ele tem um caractere corrompido (metade isolada de um par substituto UTF-16)} control {ele tem o caractere de controle invisível {codePoint}} other {ele não está na forma normal Unicode NFC}}.',
  /** {text} is the entry's first 40 characters. */
  sealEntryProblem:
    'Não dá para usar a opção {number} (“{text}”): {problem, select, empty {ela está vazia ou só tem espaços} lineBreak {ela tem uma quebra de linha} lineSeparator {ela tem um separador de linha (U+2028), que funciona como uma quebra de linha} paragraphSeparator {ela tem um separador de parágrafo (U+2029), que funciona como uma quebra de linha} tab {ela tem uma tabulação} loneSurrogate {ela tem um caractere corrompido (metade isolada de um par substituto UTF-16)} control {ela tem o caractere de controle invisível {codePoint}} other {ela não está na forma normal Unicode NFC}}.',
  sealing: 'Lacrando…',
  sealDraw: 'Lacrar o sorteio',
  drawNotSealedTitle: 'Sorteio não lacrado',
  drawNotSealed:
    'Este navegador não conseguiu gerar o compromisso (é preciso o Web Crypto, disponível só em páginas seguras).',

  // Where a draw's randomness comes from, and when a beacon draw is decided
  randomness: 'Fonte do acaso',
  randomnessBeacon: 'Farol público (drand)',
  randomnessBeaconHelp:
    'Os vencedores saem do valor aleatório que a drand (a League of Entropy, uma rede de operadores independentes) publica na hora do sorteio, assinado para que qualquer pessoa possa conferir. Ninguém, nem você, consegue saber ou escolher esse valor antes. O que ele não prova sozinho: que você divulgou o anúncio antes da hora do sorteio, então publique com antecedência.',
  randomnessSeed: 'Semente pública escolhida pelo público',
  randomnessSeedHelp:
    'Funciona sem internet: uma semente secreta é selada agora e o seu público digita uma semente pública depois do anúncio. O sorteio é tão justo quanto quem digita essa semente: se não for o público a escolher, você poderia ter escolhido uma que favorecesse alguém.',
  drawTime: 'Hora do sorteio',
  drawTimeHint:
    'Quando os vencedores são definidos, no seu fuso horário. Em branco: 2 minutos depois de selar. De 30 segundos depois de selar até 30 dias à frente.',
  drawTimeUnreadable:
    'A hora do sorteio não é uma data e hora completas: preencha o dia, a hora e os minutos, ou deixe em branco para 2 minutos depois de selar.',
  drawTimeTooSoon:
    'A hora do sorteio {time} fica a menos de 30 segundos depois de selar: escolha um horário mais tarde, ou deixe em branco para 2 minutos depois de selar.',
  drawTimeTooLate: 'A hora do sorteio {time} está a mais de 30 dias: escolha um horário dentro dos próximos 30 dias.',

  // A sealed draw
  commitmentLabel: 'Compromisso do sorteio',
  commitmentSealed:
    '{count, plural, one {Lacrado: a lista, o título, o horário e {wanted} vencedor, com uma semente secreta.} other {Lacrado: a lista, o título, o horário e {wanted} vencedores, com uma semente secreta.}}',
  commitmentPublish: 'Publique isto antes do primeiro giro: ele lacra a lista e uma semente secreta.',
  copiedCommitment: 'Compromisso',
  copyCommitment: 'Copiar compromisso',
  announcementLabel: 'Link de anúncio',
  makingLink: 'Gerando o link…',
  announcementHelp:
    'Compartilhe antes do primeiro giro: todo mundo pode ver a lista, o número de vencedores e o compromisso, e conferir se está participando.',
  copiedLink: 'Link',
  copyAnnouncementLink: 'Copiar link de anúncio',
  publicSeedLabel: 'Semente pública',
  publicSeedHelp:
    'Opcional. Depois de divulgar o anúncio, deixe o público escolher uma palavra ou use um número que ninguém conhece ainda.',
  publicSeedAfterSeal:
    'Como ela vem depois do lacre, nem você conseguiria ter escolhido uma semente secreta que favorecesse alguém.',
  publicSeedCanonical:
    'Caracteres invisíveis e espaços extras são removidos, então a semente é exatamente o que todos leem.',
  publicSeedLocked: 'Travada: o sorteio já começou.',
  winnersDrawn:
    '{count, plural, one {{drawn} de {wanted} vencedor sorteado} other {{drawn} de {wanted} vencedores sorteados}}',
  winnersSoFar: 'Vencedores até agora',
  everyWinnerDrawn: 'Todos os vencedores foram sorteados: encerre o sorteio para revelar a semente.',
  finishDraw: 'Encerrar sorteio',
  cancelDraw: 'Cancelar sorteio',

  // A sealed beacon draw: waiting for its round, then drawing
  commitmentSealedBeacon:
    '{count, plural, one {Selados: a lista, o título, a hora, {wanted} vencedor e a rodada da drand que o define.} other {Selados: a lista, o título, a hora, {wanted} vencedores e a rodada da drand que os define.}}',
  announcementHelpBeacon:
    'Compartilhe antes da hora do sorteio: todos veem a lista, o número de vencedores, a hora do sorteio e a rodada, e podem conferir os vencedores por conta própria assim que a rodada sair.',
  drawTimeSealed: 'Vencedores definidos em {time}',
  drandRound: 'rodada {round} da drand',
  countdown: '{days, plural, =0 {faltam {clock}} one {falta # dia e {clock}} other {faltam # dias e {clock}}}',
  waitingForRound: 'A roleta só gira quando a rodada sair e a assinatura dela for verificada.',
  roundFetching: 'Chegou a hora do sorteio: buscando a rodada {round} da drand e verificando a assinatura…',
  roundVerified: 'Rodada {round} da drand recebida e assinatura verificada: cada giro agora para no próximo vencedor.',
  roundUnreachable:
    'Não foi possível buscar a rodada {round} da drand: nenhum dos servidores da drand respondeu com uma assinatura válida. Nenhuma outra fonte de acaso é usada: a lista fica bloqueada até a rodada chegar, ou você pode cancelar o sorteio.',
  tryAgain: 'Tentar de novo',
  everyWinnerDrawnBeacon: 'Todos os vencedores foram sorteados: encerre o sorteio para receber o link de verificação.',
  drawFinishedBeacon:
    '{count, plural, one {Sorteio encerrado com {drawn} vencedor. Publique este link onde você publicou o anúncio: qualquer pessoa pode conferir a assinatura da rodada e o vencedor.} other {Sorteio encerrado com {drawn} vencedores. Publique este link onde você publicou o anúncio: qualquer pessoa pode conferir a assinatura da rodada e os vencedores.}}',

  // Asking before a draw is cancelled
  cancelTitle: 'Cancelar este sorteio?',
  cancelText:
    '{count, plural, =0 {O sorteio termina sem resultado. Ele fica guardado como registro cancelado, e o link dele mostra a quem for conferir que este sorteio foi cancelado.} one {O sorteio termina sem resultado. Ele fica guardado como registro cancelado, com {drawn} vencedor já sorteado, e o link dele mostra a quem for conferir que este sorteio foi cancelado.} other {O sorteio termina sem resultado. Ele fica guardado como registro cancelado, com os {drawn} vencedores já sorteados, e o link dele mostra a quem for conferir que este sorteio foi cancelado.}}',
  keepDrawing: 'Continuar sorteando',
  cancelTheDraw: 'Cancelar o sorteio',

  // The draw that just ended
  drawFinished:
    '{count, plural, =0 {Sorteio encerrado com {drawn} vencedores. A semente do servidor já está revelada: publique este link onde você publicou o compromisso, para que qualquer pessoa possa conferir o sorteio.} one {Sorteio encerrado com {drawn} vencedor. A semente do servidor já está revelada: publique este link onde você publicou o compromisso, para que qualquer pessoa possa conferir o sorteio.} other {Sorteio encerrado com {drawn} vencedores. A semente do servidor já está revelada: publique este link onde você publicou o compromisso, para que qualquer pessoa possa conferir o sorteio.}}',
  drawCancelled:
    '{count, plural, one {Sorteio cancelado com {drawn} de {wanted} vencedor sorteado. Ele fica guardado como registro cancelado: publique este link onde você publicou o anúncio, para que o seu público veja que o sorteio terminou sem resultado.} other {Sorteio cancelado com {drawn} de {wanted} vencedores sorteados. Ele fica guardado como registro cancelado: publique este link onde você publicou o anúncio, para que o seu público veja que o sorteio terminou sem resultado.}}',
  verificationLinkLabel: 'Link de verificação',
  cancelledLinkLabel: 'Link do sorteio cancelado',
  copyVerificationLink: 'Copiar link de verificação',
  copyCancelledLink: 'Copiar link do sorteio cancelado',
  downloadRecord: 'Baixar registro do sorteio',

  // Past draws
  pastDraws: 'Sorteios anteriores',
  untitledDraw: 'Sorteio sem título',
  pastFinished:
    '{count, plural, =0 {Encerrado em {when}, {drawn} vencedores} one {Encerrado em {when}, {drawn} vencedor} other {Encerrado em {when}, {drawn} vencedores}}',
  pastCancelled:
    '{count, plural, =0 {Cancelado em {when}, {drawn} vencedores} one {Cancelado em {when}, {drawn} vencedor} other {Cancelado em {when}, {drawn} vencedores}}',
  check: 'Verificar',
  checkPastDraw: 'Verificar {title}',
  remove: 'Remover',
  removePastDraw: 'Remover {title} ({draw})',

  // Toasts
  linkNotMadeTitle: 'Link não gerado',
  linkNotMade: 'Este navegador não conseguiu compactar o link. Baixe o registro no lugar dele.',
  verificationLinkNotMade: 'Este navegador não conseguiu compactar o link de verificação. Baixe o registro no lugar dele.',
  drawChangedTitle: 'O sorteio mudou',
  drawChanged: 'O sorteio avançou em outra aba do navegador; este giro não foi incluído nele.',

  // The entry list during a draw
  listLocked:
    'A lista fica travada enquanto um sorteio verificável está em andamento. Encerre ou cancele o sorteio na aba Giro para editá-la.',

  // Uma lista com imagens
  picturesNotInRecord: 'As imagens não fazem parte do registro do sorteio: só os textos das opções entram no compromisso.',
};
