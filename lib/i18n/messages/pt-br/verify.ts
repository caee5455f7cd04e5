import type { Messages } from '../shape';

export const verify: Messages['verify'] = {
  // The checker's form.
  recordLabel: 'Registro do sorteio',
  recordHint: 'Cole um link de verificação, um link de anúncio ou o JSON do registro. Nada do que você colar sai desta página.',
  checkButton: 'Verificar registro',
  openRecordFile: 'Abrir arquivo de registro (.json)',

  // The verdict, read out when it arrives. {drawn} and {winners} are written without thousands separators.
  checking: 'Verificando…',
  verdictVerified: 'Verificado',
  verdictNotVerified: 'Não verificado: a verificação “{check}” falhou. {detail}',
  verdictAnnounced: 'Anunciado, ainda não sorteado',
  verdictCancelled:
    'Cancelado: o organizador interrompeu este sorteio depois de {drawn, plural, =0 {{drawn} vencedores} one {{drawn} vencedor} other {{drawn} vencedores}} de {sealed}. O compromisso e os vencedores sorteados até então são autênticos, mas o sorteio não tem resultado.',
  verdictBrokeDown: 'Não verificado: este navegador não conseguiu concluir as verificações ({error}).',

  // Notes above the checks.
  announcementNoteTitle: 'O que fazer antes do sorteio',
  announcementNoteIntro:
    'Isto é um anúncio: o organizador lacrou a lista, o número de vencedores e o horário, e publicou o compromisso. Nada foi sorteado ainda e, enquanto a semente pública não for conhecida, ninguém consegue descobrir os vencedores, nem mesmo o organizador.',
  announcementStepSeedTitle: 'Combinem uma semente pública que o organizador não controle.',
  announcementStepSeed:
    'Depois que este anúncio for publicado, o público escolhe um trecho de texto que ninguém poderia conhecer antes e que o organizador não pode escolher nem mudar: uma palavra que alguém digita no chat ou os próximos números oficiais da loteria. O organizador informa essa semente antes do primeiro giro; os vencedores decorrem dela e da semente do servidor lacrada.',
  announcementStepKeepTitle: 'Guarde este link para conferir depois.',
  announcementStepKeep:
    'Quando o sorteio for encerrado, abra nesta página o link de verificação do organizador. Ele precisa mostrar a mesma lista, o mesmo número de vencedores, o mesmo horário e o mesmo compromisso deste anúncio, além da semente pública que vocês combinaram.',
  /** {checkYouAreIn} is announcementStepFindTitle, in bold; "Find an entrant" is findLabel. */
  announcementStepFind: '{checkYouAreIn} no campo Encontrar participante, logo abaixo.',
  announcementStepFindTitle: 'Confira se você está na lista',
  copyAnnouncementLink: 'Copiar link de anúncio',
  /** The copied thing, as the "{what} Copied" toast names it. */
  copiedLink: 'Link',
  cancelledNoteTitle: 'Este sorteio foi cancelado',
  cancelledNote:
    'O organizador interrompeu este sorteio depois de {drawn, plural, =0 {# vencedores} one {# vencedor} other {# vencedores}} de {sealed}, então ele não tem resultado. As verificações abaixo mostram se o compromisso e os vencedores sorteados antes da interrupção são autênticos. Um sorteio cancelado mantém o registro, então um organizador que cancela e recomeça deixa rastro: se um sorteio com a mesma lista veio depois deste, pergunte ao organizador por quê.',
  olderAlgorithmNoteTitle: 'Um algoritmo mais antigo',
  olderAlgorithmNote:
    'Este registro usa o algoritmo mais antigo, {v1}. O compromisso dele cobria só a semente do servidor e a lista: não incluía o título, o horário nem o número de vencedores, então esses dados podem ter sido alterados depois que o compromisso foi publicado. A semente pública foi usada exatamente como foi digitada. Os sorteios feitos agora usam {v2}, que inclui tudo isso no compromisso.',
  tooLargeNoteTitle: 'Grande demais para abrir',
  tooLargeNote:
    'Este conteúdo tem mais do que cabe em um sorteio de {maxEntries} opções, então a página parou de lê-lo e não mostra nada dele. Um link assim não é de um sorteio do SpinFair; peça ao organizador o arquivo de registro.',

  // The checks, each with its outcome.
  checksHeading: 'Verificações',
  checkOutcome: '{check}: {outcome}',
  outcomePassed: 'Passou',
  outcomeFailed: 'Falhou',
  outcomeNotChecked: 'Não conferido',
  checkRecordLabel: 'O registro pode ser lido e segue {v3}, {v2} ou {v1}',
  checkCommitmentLabel: 'Tudo o que foi lacrado bate com o compromisso',
  checkWinnersLabel: 'Os vencedores decorrem das sementes',

  // What each check found. Counts, positions and winner numbers here are written without thousands
  // separators; quoted texts are the record's own, cut to 80 characters.
  announcementRead:
    'Um anúncio: {entries, plural, one {{entries} opção} other {{entries} opções}}, {winners, plural, =0 {{winners} vencedores} one {{winners} vencedor} other {{winners} vencedores}} a sortear.',
  announcementReadTitled:
    'Um anúncio do sorteio “{title}”: {entries, plural, one {{entries} opção} other {{entries} opções}}, {winners, plural, =0 {{winners} vencedores} one {{winners} vencedor} other {{winners} vencedores}} a sortear.',
  recordRead:
    'Um registro completo: {entries, plural, one {{entries} opção} other {{entries} opções}}, {winners, plural, =0 {{winners} vencedores} one {{winners} vencedor} other {{winners} vencedores}}.',
  recordReadTitled:
    'Um registro completo do sorteio “{title}”: {entries, plural, one {{entries} opção} other {{entries} opções}}, {winners, plural, =0 {{winners} vencedores} one {{winners} vencedor} other {{winners} vencedores}}.',
  cancelledRecordRead:
    'Um registro cancelado: {entries, plural, one {{entries} opção} other {{entries} opções}}, {winners, plural, =0 {{winners} vencedores} one {{winners} vencedor} other {{winners} vencedores}}.',
  cancelledRecordReadTitled:
    'Um registro cancelado do sorteio “{title}”: {entries, plural, one {{entries} opção} other {{entries} opções}}, {winners, plural, =0 {{winners} vencedores} one {{winners} vencedor} other {{winners} vencedores}}.',
  notCheckedUnread: 'Não conferido: não foi possível ler o registro.',
  notCheckedYet: 'Conferido quando o sorteio for encerrado e o organizador revelar a semente do servidor.',
  commitmentMatchesV1:
    'O SHA-256 da semente do servidor e {entries, plural, =1 {da única opção} other {das {entries} opções}} dá o compromisso publicado.',
  commitmentMatchesV2:
    'O SHA-256 da semente do servidor, do horário, do número de vencedores, do título e {entries, plural, =1 {da única opção} other {das {entries} opções}} dá o compromisso publicado.',
  /** {recomputed} and {commitment} are the first 12 hexadecimal digits of each, then "…". */
  commitmentDiffersV1:
    'O SHA-256 da semente do servidor e {entries, plural, =1 {da única opção} other {das {entries} opções}} dá {recomputed}, mas o compromisso é {commitment}: algum dado lacrado não é o que o organizador tinha lacrado.',
  commitmentDiffersV2:
    'O SHA-256 da semente do servidor, do horário, do número de vencedores, do título e {entries, plural, =1 {da única opção} other {das {entries} opções}} dá {recomputed}, mas o compromisso é {commitment}: algum dado lacrado não é o que o organizador tinha lacrado.',
  winnersOverEntriesCheck:
    'O registro lista {winners, plural, =1 {{winners} vencedor} other {{winners} vencedores}}, mas um sorteio sem reposição entre {entries, plural, =1 {{entries} opção tem no máximo {entries}} other {{entries} opções tem no máximo {entries}}}.',
  positionOutOfRange: 'O vencedor {winner} está na posição {position}, mas as posições da lista vão de 0 a {last}.',
  wrongWinner:
    'O vencedor {winner} deveria ser a posição {expectedPosition} (“{expectedText}”), mas o registro diz posição {claimedPosition} (“{claimedText}”).',
  wrongText: 'O vencedor {winner} está na posição {position}, cujo texto é “{expectedText}”, mas o registro diz “{claimedText}”.',
  winnersCountDiffers:
    'O sorteio foi lacrado para {sealed, plural, one {{sealed} vencedor} other {{sealed} vencedores}}, mas o registro encerrado tem {winners}.',
  noWinners: 'O registro não tem vencedores, então não há nada para recalcular.',
  winnersMatch:
    'Recalculado a partir da semente do servidor e da semente pública, {winners, plural, =1 {o vencedor é o mesmo} other {os {winners} vencedores são todos os mesmos, na mesma ordem}}.',
  // Version 3: the beacon round, its signature and the winners it decides.
  checkRoundLabel:
    "A rodada do farol é publicada depois do lacre",
  checkSignatureLabel:
    "A assinatura da rodada é da drand quicknet",
  notCheckedUntilRound:
    "Conferido quando a rodada do farol for publicada e o sorteio for encerrado.",
  commitmentMatchesV3:
    "O SHA-256 do horário, do número de vencedores, da cadeia e da rodada do farol, do título e {entries, plural, =1 {da única opção} other {das {entries} opções}} dá o compromisso publicado.",
  commitmentDiffersV3:
    "O SHA-256 do horário, do número de vencedores, da cadeia e da rodada do farol, do título e {entries, plural, =1 {da única opção} other {das {entries} opções}} dá {recomputed}, mas o compromisso é {commitment}: algum dado lacrado não é o que o organizador lacrou.",
  roundAfterCommit:
    "A rodada {round} é publicada {seconds, plural, =1 {{seconds} segundo} other {{seconds} segundos}} depois do compromisso, então ninguém podia conhecer sua aleatoriedade quando o sorteio foi lacrado.",
  roundTooSoon:
    "A rodada {round} é publicada {seconds, plural, =1 {{seconds} segundo} other {{seconds} segundos}} depois do compromisso, menos que os 30 segundos de que um sorteio precisa: sua aleatoriedade pode ter sido conhecida no lacre.",
  signatureVerifies:
    "A assinatura da rodada {round} é válida com a chave pública da drand quicknet.",
  signatureForged:
    "A assinatura não é válida para a rodada {round} com a chave pública da drand quicknet: não é a do farol.",
  signatureNotOut:
    "O sorteio foi cancelado antes de a rodada {round} ser publicada: não há assinatura para conferir.",
  beaconWinnersMatch:
    "Recalculado a partir da aleatoriedade da rodada (o SHA-256 da assinatura dela) e do compromisso, {winners, plural, =1 {o vencedor é o mesmo} other {os {winners} vencedores são todos os mesmos, na mesma ordem}}.",
  beaconProblem:
    "“beacon” {problem, select, notObject {está ausente ou não é um objeto} otherChain {indica outra cadeia que não a drand quicknet} notRound {não tem número de rodada (um número inteiro a partir de 1)} notSignature {tem uma assinatura que não são 96 dígitos hexadecimais minúsculos} other {não tem assinatura, que um sorteio encerrado e qualquer vencedor sorteado exigem}}.",
  noCrypto:
    'Este navegador não conseguiu calcular SHA-256 ou HMAC aqui ({error}). Tente um navegador atualizado, no endereço https do site.',

  // Why the input could not be read: the pasted text or the link.
  nothingToCheck: 'Não há nada para verificar: informe um registro de sorteio ou um link de verificação.',
  notRecordOrLink: 'O texto não é um registro de sorteio (JSON) nem um link de verificação (um endereço com “#r=”).',
  tooLarge:
    '{source, select, verification {O link de verificação é grande demais: descompactado, ele passa do que cabe em um registro de sorteio de {maxEntries} opções, então não foi aberto.} announcement {O link de anúncio é grande demais: descompactado, ele passa do que cabe em um registro de sorteio de {maxEntries} opções, então não foi aberto.} other {O texto é grande demais: descompactado, ele passa do que cabe em um registro de sorteio de {maxEntries} opções, então não foi aberto.}}',
  notJson:
    '{source, select, verification {O registro dentro do link de verificação não é um JSON válido: talvez tenha sido cortado ou editado à mão.} announcement {O registro dentro do link de anúncio não é um JSON válido: talvez tenha sido cortado ou editado à mão.} other {O registro do sorteio não é um JSON válido: talvez tenha sido cortado ou editado à mão.}}',
  linkEmpty:
    '{link, select, announcement {O link de anúncio não tem nada depois de “#a=”.} other {O link de verificação não tem nada depois de “#r=”.}}',
  linkDamaged:
    '{link, select, announcement {O link de anúncio está danificado: depois de “#a=” ele tem caracteres ou um tamanho que um link nunca tem.} other {O link de verificação está danificado: depois de “#r=” ele tem caracteres ou um tamanho que um link nunca tem.}}',
  linkIncomplete:
    '{link, select, announcement {O link de anúncio está incompleto ou danificado: não foi possível descompactar o conteúdo. Copie o link inteiro de novo.} other {O link de verificação está incompleto ou danificado: não foi possível descompactar o conteúdo. Copie o link inteiro de novo.}}',
  linkNotUtf8:
    '{link, select, announcement {O link de anúncio não contém texto UTF-8.} other {O link de verificação não contém texto UTF-8.}}',

  // Why the record is not one a draw makes. {field} is the record's own field name, kept as it is;
  // entry and winner numbers count from 1 and are written without thousands separators.
  notObject: 'O registro não é um objeto JSON.',
  noAlgorithm: 'O registro não informa o algoritmo.',
  unknownAlgorithm: 'O registro informa o algoritmo “{algorithm}”; esta página verifica {v3}, {v2} e {v1}.',
  unknownAlgorithmNotText: 'O registro informa como algoritmo um valor que não é texto; esta página verifica {v3}, {v2} e {v1}.',
  notText:
    '{part, select, entry {A opção {number} está faltando ou não é texto.} winnerText {O texto do vencedor {number} está faltando ou não é texto.} other {“{field}” está faltando ou não é texto.}}',
  brokenCharacter:
    '{part, select, entry {A opção {number} tem um caractere corrompido (metade isolada de um par substituto UTF-16).} winnerText {O texto do vencedor {number} tem um caractere corrompido (metade isolada de um par substituto UTF-16).} other {“{field}” tem um caractere corrompido (metade isolada de um par substituto UTF-16).}}',
  notHex64: '“{field}” precisa ter 64 dígitos hexadecimais em minúsculas.',
  notDateTime: '“{field}” não é uma data e hora ISO 8601.',
  notExactTime: '“{field}” precisa ser um horário UTC escrito exatamente como YYYY-MM-DDTHH:MM:SS.sssZ.',
  entriesNotList: '“entries” está faltando ou não é uma lista.',
  entriesEmpty: '“entries” está vazio: um sorteio precisa de pelo menos uma opção.',
  tooManyEntries: 'O sorteio é grande demais: tem mais de {maxEntries} opções.',
  entryLineBreak: 'A opção {entry} tem uma quebra de linha, coisa que as opções de um sorteio nunca têm.',
  /** {codePoint} is written as Unicode writes it, e.g. U+0007. */
  entryBreaksRules:
    'A opção {entry} não segue as regras de texto do sorteio: {problem, select, empty {ela está vazia ou só tem espaços} lineBreak {ela tem uma quebra de linha} lineSeparator {ela tem um separador de linha (U+2028), que funciona como uma quebra de linha} paragraphSeparator {ela tem um separador de parágrafo (U+2029), que funciona como uma quebra de linha} tab {ela tem uma tabulação} loneSurrogate {ela tem um caractere corrompido (metade isolada de um par substituto UTF-16)} control {ela tem o caractere de controle invisível {codePoint}} other {ela não está na forma normal Unicode NFC}}.',
  titleBreaksRules:
    'O título não segue as regras de texto do sorteio: {problem, select, tooLong {ele tem mais de {max} caracteres} lineBreak {ele tem uma quebra de linha} lineSeparator {ele tem um separador de linha (U+2028), que funciona como uma quebra de linha} paragraphSeparator {ele tem um separador de parágrafo (U+2029), que funciona como uma quebra de linha} tab {ele tem uma tabulação} loneSurrogate {ele tem um caractere corrompido (metade isolada de um par substituto UTF-16)} control {ele tem o caractere de controle invisível {codePoint}} other {ele não está na forma normal Unicode NFC}}.',
  winnersNotList: '“winners” está faltando ou não é uma lista.',
  winnersOverEntries:
    'O registro lista {winners, plural, =1 {{winners} vencedor} other {{winners} vencedores}}, mas um sorteio entre {entries, plural, =1 {{entries} opção tem no máximo {entries}} other {{entries} opções tem no máximo {entries}}}.',
  winnerNotObject: 'O vencedor {winner} não é um objeto com uma posição e um texto.',
  winnerPosition: 'A posição do vencedor {winner} não é um número inteiro igual ou maior que 0.',
  extraField: 'O registro tem um campo “{field}” que a versão dele não tem.',
  winnersCountRange: '“winnersCount” precisa ser um número inteiro de 1 até o número de opções ({entries}).',
  publicSeedNotCanonical:
    '“publicSeed” não está na forma canônica (sem caracteres invisíveis, com espaços simples, no máximo {max} caracteres), então não é o que um sorteio usa.',
  winnersOverSealed: 'O registro lista {winners, plural, =1 {{winners} vencedor} other {{winners} vencedores}}, mas o sorteio foi lacrado para {sealed}.',
  notOneEnd: 'Um registro da versão 2 tem exatamente um dos campos “finishedAt” e “cancelledAt”.',
  endBeforeCommitted: '“{field}” é anterior a “committedAt”: um sorteio não pode terminar antes de ser lacrado.',

  // The draw as read: title, details, winners.
  untitledDraw: 'Sorteio sem título',
  detailAlgorithm: 'Algoritmo',
  detailCommitted: 'Lacrado em',
  detailFinished: 'Encerrado em',
  detailCancelled: 'Cancelado em',
  detailEntries: 'Opções',
  detailWinners: 'Vencedores',
  winnersDrawnOfSealed: '{drawn, plural, =1 {{drawn} sorteado} other {{drawn} sorteados}} de {sealed, plural, =1 {{sealed} lacrado} other {{sealed} lacrados}}',
  detailWinnersToDraw: 'Vencedores a sortear',
  detailCommitment: 'Compromisso',
  detailServerSeed: 'Semente do servidor',
  serverSeedSecret: 'Secreta até o sorteio ser encerrado',
  detailPublicSeed: 'Semente pública',
  publicSeedNone: '(nenhuma)',
  publicSeedNotChosen: 'Ainda não escolhida',
  noWinnerDrawn: 'Nenhum vencedor foi sorteado.',
  winnersInOrder: 'Vencedores na ordem em que foram sorteados',
  winnersBeforeCancelled: 'Vencedores sorteados antes do cancelamento',
  /** After the winner's text; {position} is written without thousands separators. */
  winnerAt: '(posição {position})',
  moreWinnersShown:
    '{count, plural, one {e mais # vencedor, marcado na lista abaixo.} other {e mais # vencedores, cada um marcado na lista abaixo.}}',
  moreWinnersPrinted: 'e mais {count, plural, one {# vencedor} other {# vencedores}}, no registro.',
  copyVerificationLink: 'Copiar link de verificação',
  downloadRecord: 'Baixar registro',
  print: 'Imprimir',

  // On paper only: the link as a QR code.
  qrCodeLabel: '{link, select, announcement {QR code do link de anúncio} other {QR code do link de verificação}}',
  qrCodeScan:
    '{link, select, announcement {Escaneie para abrir o link de anúncio e conferir o sorteio você mesmo:} other {Escaneie para abrir o link de verificação e conferir o sorteio você mesmo:}}',
  qrCodeTooLong:
    '{link, select, announcement {O link de anúncio é longo demais para um QR code ({length} caracteres; um celular lê até {max}). Guarde o arquivo de registro ou o próprio link e confira nesta página.} other {O link de verificação é longo demais para um QR code ({length} caracteres; um celular lê até {max}). Guarde o arquivo de registro ou o próprio link e confira nesta página.}}',
  qrCodeNoLink: 'Não foi possível gerar um link a partir disto.',

  // Find an entrant. {query} is what the visitor typed; positions and winner numbers are written without
  // thousands separators.
  findLabel: 'Encontrar participante',
  findHint: 'Digite um nome exatamente como ele foi inscrito para ver se está na lista e se ganhou.',
  findHintAnnounced: 'Digite um nome exatamente como ele foi inscrito para ver se está na lista.',
  foundExactly: '“{query}” está neste sorteio, exatamente como foi digitado, em {count, plural, =1 {uma posição} other {# posições}}.',
  foundLooseToo:
    '{count, plural, one {# outra opção só difere dele em maiúsculas/minúsculas ou espaços.} other {# outras opções só diferem dele em maiúsculas/minúsculas ou espaços.}}',
  foundLoosely:
    '“{query}” não está neste sorteio exatamente como foi digitado. Ignorando maiúsculas/minúsculas e espaços, ele aparece em {count, plural, =1 {uma posição} other {# posições}}:',
  foundLooselyAdvice: 'O sorteio compara os textos exatamente, então confira qual grafia é a sua.',
  notFound: '“{query}” não está neste sorteio, nem ignorando maiúsculas/minúsculas e espaços.',
  /** {standing} is one of the four below. */
  matchAt: 'Posição {position}: {text} ({standing})',
  matchWon: 'ganhou: vencedor {winner}',
  matchWonBeforeCancelled: 'ganhou como vencedor {winner} antes do cancelamento do sorteio',
  matchNotDrawnYet: 'ainda não sorteado',
  matchDidNotWin: 'não ganhou',
  moreMatches: '{count, plural, one {e mais # posição com o mesmo texto.} other {e mais # posições com o mesmo texto.}}',

  // The list of entries.
  longListNote:
    'Uma lista longa mostra uma linha por opção; textos mais longos aparecem cortados aqui. Use Encontrar participante, acima, para ver uma opção completa.',
  listCaption:
    'A lista: {entries, plural, one {# opção} other {# opções}}, {winners, plural, =0 {# vencedores} one {# vencedor} other {# vencedores}}',
  listCaptionAnnounced:
    'A lista: {entries, plural, one {# opção} other {# opções}}, {winners, plural, =0 {# vencedores} one {# vencedor} other {# vencedores}} a sortear',
  columnPosition: 'Posição',
  columnEntry: 'Opção',
  columnWon: 'Ganhou',
  /** {winner} is written without thousands separators. */
  wonAs: 'Vencedor {winner}',

  // How a checkable draw works. Names in braces are filled with code, kept as it is, or with the
  // terms below in italics.
  howItWorksHeading: 'Como funciona um sorteio verificável',
  howItWorksIntro:
    'Um sorteio verificável permite que todo mundo que acompanha uma promoção confira depois como os vencedores foram escolhidos. Ele se apoia em uma promessa feita em público antes do primeiro giro e em algumas linhas de aritmética que qualquer pessoa pode refazer. Na versão 3, a padrão, não sobra nada para o organizador direcionar; a versão 2 só é tão justa quanto a sua semente pública.',
  termServerSeed: 'semente do servidor',
  termCommitment: 'compromisso',
  termAnnouncementLink: 'link de anúncio',
  termVerificationLink: 'link de verificação',
  stepSealTitle: 'O organizador lacra o sorteio.',
  stepSeal:
    'A lista é travada, e o navegador do organizador cria uma {serverSeed} secreta de 32 bytes aleatórios. Em seguida, calcula o {commitment}: uma impressão digital SHA-256 da semente do servidor, do horário, do número de vencedores, do título e da lista. A impressão digital não revela nada sobre a semente, mas ninguém consegue encontrar outra semente, outra lista ou outro número de vencedores com a mesma impressão digital.',
  stepAnnounceTitle: 'O organizador faz o anúncio.',
  stepAnnounce:
    'Antes do primeiro giro, o organizador publica o compromisso ou um {announcementLink} que abre esta página com a lista, o número de vencedores, o horário e o compromisso, para que os participantes confiram se estão na lista.',
  stepPublicSeedTitle: 'O público acrescenta uma semente pública.',
  stepPublicSeed:
    'Depois do anúncio, o público fornece um trecho de texto que o organizador não tinha como saber antes nem pode escolher: uma palavra do chat, os números da loteria desta noite. Isso impede que o organizador teste, escondido, uma semente atrás da outra até achar uma que favoreça um amigo.',
  stepWinnersTitle: 'Cada vencedor decorre das duas sementes.',
  stepWinners:
    'A semente do servidor é a chave de um HMAC calculado sobre a semente pública e o número do vencedor; o resultado escolhe uma das opções ainda na disputa, com chances exatamente iguais. A roleta então para nessa opção.',
  stepRevealTitle: 'O organizador revela a semente.',
  stepReveal:
    'Quando o sorteio é encerrado (ou cancelado), o registro com a lista, as duas sementes, os vencedores e os horários é compartilhado como arquivo ou como {verificationLink}. Esta página refaz o compromisso e os vencedores a partir dele. A parte de um endereço que vem depois do {hash} nunca é enviada a um servidor, então a verificação acontece dentro do seu navegador.',

  // The algorithm in full.
  algorithmHeading: 'O algoritmo completo',
  algorithmIntro:
    'Esta seção basta para você escrever o seu próprio verificador. Em toda ela, os textos viram bytes em UTF-8; o hexadecimal é em minúsculas; {lf} é o caractere de avanço de linha U+000A, sozinho; as posições, {k} e {c} contam a partir de 0; e os números são escritos em decimal, sem sinal, sem zeros à esquerda e sem separadores. Os sorteios feitos agora usam {v2}; o {v1}, mais antigo, é descrito depois dele.',
  textsHeading: 'Textos',
  textsRules:
    'O título (de 0 a {maxTitle} pontos de código) e cada opção estão na forma normal Unicode NFC e não contêm nenhum ponto de código das categorias gerais Unicode Cc, Cs, Zl ou Zp: nenhum caractere de controle (portanto, nenhuma quebra de linha ou tabulação), nenhuma metade isolada de par substituto UTF-16, nenhum separador de linha ou de parágrafo (U+2028, U+2029). Como nenhum texto lacrado contém um LF, as linhas do compromisso se separam de volta exatamente nas suas partes.',
  textsEntries:
    'Uma opção nunca é vazia nem feita só de espaços em branco (propriedade Unicode White_Space). As opções podem se repetir; um vencedor é identificado pela posição, não pelo texto.',
  textsOrder:
    'As opções mantêm a ordem da roleta. As verificações comparam os textos exatamente, ponto de código por ponto de código, sem mudar maiúsculas e minúsculas.',
  serverSeedHeading: 'A semente do servidor e o horário',
  serverSeedText:
    'A semente do servidor são 32 bytes aleatórios escritos como 64 dígitos hexadecimais, com o dígito mais significativo de cada byte primeiro. {committedAt} é o horário do lacre em UTC, escrito exatamente como {format} (24 caracteres, sempre três dígitos de milissegundos, sempre com {z}). {finishedAt} e {cancelledAt} têm a mesma forma e não são anteriores a {committedAt}.',
  commitmentHeading: 'O compromisso',
  commitmentIntro:
    'Junte estas linhas com LF (sem LF depois da última), codifique o texto em UTF-8 e calcule o SHA-256. O compromisso é o resumo de 32 bytes em hexadecimal:',
  commitmentLinesLabel: 'As linhas do compromisso da versão 2',
  /** A code block: one line each; {algorithm} is the algorithm's name. */
  commitmentLines: `{algorithm}
<serverSeed: 64 dígitos hex>
<committedAt: ex. 2026-11-23T10:00:00.000Z>
<winnersCount: ex. 3>
<title: uma linha vazia quando não houver>
<opção na posição 0>
<opção na posição 1>
…
<última opção>`,
  commitmentAfter:
    'Aqui a semente do servidor aparece como os seus 64 caracteres hexadecimais. Assim, o compromisso fixa a semente, o horário, o número de vencedores, o título e cada opção, na ordem.',
  publicSeedHeading: 'A forma canônica da semente pública',
  publicSeedIntro:
    'Muitas sequências de caracteres diferentes parecem a mesma palavra. Para que o organizador não possa escolher entre variantes invisíveis ou de espaçamento da palavra do público, o sorteio só usa a semente pública em uma forma canônica, obtida com estes passos:',
  publicSeedStepNfkc: 'Aplique a normalização Unicode NFKC.',
  /** {codePoints} is a list such as "U+0009–U+000D, U+0020". */
  publicSeedStepSpaces:
    'Troque cada ponto de código de espaço em branco (White_Space) por um espaço (U+0020). São eles: {codePoints}. Isso vem antes do próximo passo, para que uma tabulação ou uma quebra de linha vire espaço em vez de sumir.',
  publicSeedStepRemove:
    'Remova cada ponto de código ignorável por padrão (Default_Ignorable: {codePoints}) e cada ponto de código da categoria geral C (controles, caracteres de formatação, substitutos, uso privado e pontos de código não atribuídos).',
  publicSeedStepRuns: 'Troque cada sequência de espaços por um só espaço e remova o espaço do início e o do fim.',
  publicSeedStepRepeat:
    'Se o texto mudou, recomece do passo 1 com o resultado; pare quando uma rodada não mudar nada. (Remover um caractere pode juntar dois que o NFKC então combina, por isso uma rodada nem sempre basta.)',
  publicSeedAfter:
    'A semente canônica tem no máximo {max} pontos de código e pode ser vazia. O registro guarda a forma canônica; um verificador confirma que os passos não a alteram. O que conta como não atribuído depende da versão do Unicode do seu software, então uma semente feita de letras, algarismos e pontuação do dia a dia é verificada do mesmo jeito em qualquer lugar.',
  winnersHeading: 'Como os vencedores são sorteados',
  winnersIntro:
    'Os vencedores são sorteados sem reposição, um depois do outro, até completar {winnersCount}. A chave do HMAC são os 32 bytes que os dígitos hexadecimais da semente do servidor representam, não os 64 caracteres do texto dela. Os quatro primeiros bytes de cada HMAC são lidos como um único número de 32 bits sem sinal, com o byte mais significativo primeiro (big-endian).',
  winnerStepsLabel: 'Os passos que sorteiam os vencedores',
  /** A code block of pseudo-code: the words may change, the names and the arithmetic stay. */
  winnerSteps: `remaining = as posições 0 … n−1 das opções, na ordem da lista
para k = 0, 1, …, (número de vencedores − 1):
  n = o número de posições em remaining
  limit = floor(2^32 / n) × n
  para c = 0, 1, 2, …:
    mac = HMAC-SHA256(key = os 32 bytes de serverSeed,
                      message = UTF-8(publicSeed + LF + decimal(k) + LF + decimal(c)))
    u = mac[0]·2^24 + mac[1]·2^16 + mac[2]·2^8 + mac[3]
    se u < limit:
      vencedor k = remaining[u mod n]  (a posição dele e o texto da opção)
      remova essa posição de remaining
      passe para o próximo k`,
  /** {message} is the example seed followed by "␊1␊0"; {bytes} is its length in UTF-8. */
  winnersCutOff:
    'Os valores de {u} de {limit} até {twoTo32} − 1 são descartados e o próximo {c} é testado: sem esse corte, {u} mod {n} favoreceria as primeiras posições sempre que {n} não dividisse {twoTo32}. Por exemplo, com a semente pública {seed}, a mensagem da primeira tentativa do segundo vencedor são os {bytes} bytes de {message}, em que ␊ representa o LF.',
  /** An example public seed: a word the audience might give. */
  exampleSeed: 'abacaxi',
  recordHeading: 'O registro e o anúncio',
  recordFields:
    'Um registro é um objeto JSON com exatamente estes campos: {algorithm}, {title}, {entries} (uma lista de textos), {winnersCount} (um número), {committedAt}, {commitment}, {serverSeed}, {publicSeed} (na forma canônica), {winners} (uma lista de objetos com {position} e {text}, na ordem do sorteio, cada texto igual à opção da sua posição) e um dos campos {finishedAt} ou {cancelledAt}. Um registro encerrado tem exatamente {winnersCount} vencedores; um cancelado tem no máximo isso. Este é o formato, sem os valores hexadecimais:',
  recordShapeLabel: 'O formato de um registro da versão 2',
  /** The example record's title and public seed, and what stands for a hexadecimal value in it. */
  exampleTitle: 'Sorteio do café',
  exampleRecordSeed: 'abacaxi 2026',
  exampleHex: '<64 dígitos hex>',
  announcementFields:
    'Um anúncio tem só os seis primeiros campos, publicados antes do primeiro giro: {algorithm}, {title}, {entries}, {winnersCount}, {committedAt} e {commitment}. A ordem dos campos e o espaçamento do JSON não fazem diferença para as verificações.',
  linksHeading: 'Os links',
  linksText:
    'Um link de verificação é o endereço desta página seguido de {hashR} e do registro; um link de anúncio usa {hashA} e o anúncio. Os dois são compactados assim: o JSON em bytes UTF-8, comprimido com DEFLATE puro (RFC 1951: sem cabeçalho zlib ou gzip e sem soma de verificação) e depois escrito em base64url (o alfabeto {A}–{Z}, {a}–{z}, {zero}–{nine}, {hyphen} e {underscore}) sem o preenchimento com {equals}. No Node.js, este comando descompacta um link em {file}:',
  unpackLinkLabel: 'Um comando do Node.js que descompacta um link',
  /** In the command, where the reader puts the link. */
  unpackLinkPlaceholder: 'O LINK',
  linksLimits:
    'Esta página para de descompactar um link depois de {maxChars} caracteres e recusa uma lista com mais de {maxEntries} opções, respondendo “grande demais” sem mostrar nada dele: alguns kilobytes compactados podem virar gigabytes ao ser descompactados.',
  version1Heading: 'Versão 1',
  version1Text:
    'Os registros feitos antes da versão 2 informam {v1}. Os campos deles são {algorithm}, {title}, {entries}, {commitment}, {serverSeed}, {publicSeed}, {winners}, {committedAt} e {finishedAt} (qualquer data e hora ISO 8601). O compromisso é o SHA-256, em hexadecimal, do texto UTF-8 formado por {v1}, LF, a semente do servidor, LF e as opções unidas por LF. A semente pública é usada exatamente como está, sem forma canônica, e os vencedores decorrem dos mesmos passos de HMAC, tantos quantos o registro lista. A versão 1 não incluía no compromisso o título, os horários nem o número de vencedores, então esta página verifica esse tipo de registro e avisa que ele usa o algoritmo mais antigo.',
  pageChecksHeading: 'As verificações desta página',
  pageCheckRecord:
    'O registro pode ser lido, informa {v2} ou {v1} e tem todos os campos na forma certa (as regras de texto, o hexadecimal, os horários, o número de vencedores e a semente pública canônica).',
  pageCheckCommitment: 'O compromisso recalculado a partir de tudo o que ele cobre é igual ao publicado.',
  pageCheckWinners:
    'Os vencedores recalculados a partir das duas sementes são as mesmas opções, nas mesmas posições, na mesma ordem e na mesma quantidade que foi lacrada.',
  pageCheckBeacon:
    'Na versão 3 há mais duas: a rodada da drand sai pelo menos 30 segundos depois do lacre, e a assinatura dela bate com a chave pública da drand quicknet; os vencedores são então recalculados a partir do SHA-256 dessa assinatura. Um registro da versão 3 que passa nas cinco fica “Verificado”, com a rodada e o horário dela.',
  pageChecksVerdicts:
    'O veredito só é “Verificado” para um registro encerrado que passa nas três. Um registro cancelado que passa nelas fica como “Cancelado”: autêntico, mas sem resultado. Um anúncio fica como “Anunciado, ainda não sorteado”, já que o compromisso só pode ser conferido depois que a semente for revelada. Qualquer outro caso é “Não verificado”, com a verificação que falhou e o motivo. Passar nas verificações mostra que os vencedores foram definidos por uma lista e uma semente lacradas antes do sorteio. Não mostra se o organizador publicou só um entre vários sorteios lacrados; por isso, um compromisso vale mais quando é publicado onde o público possa vê-lo, antes do primeiro giro.',

  // The stand-alone checker, whose own code and output stay in English.
  checkYourselfHeading: 'Confira você mesmo',
  checkYourself:
    'Você também não precisa confiar nesta página. Salve o registro do sorteio como {recordFile}, salve o código abaixo como {codeFile} e execute {command} com o Node.js 18 ou mais recente. Ele verifica as três versões e mostra os mesmos vereditos desta página (em inglês). Para as versões 1 e 2 usa só o módulo crypto nativo do Node; a assinatura da rodada do farol de um sorteio da versão 3 é conferida com a biblioteca @noble/curves (npm install @noble/curves na mesma pasta).',
  copyCode: 'Copiar código',
  /** The copied thing, as the "{what} Copied" toast names it. */
  copiedCode: 'Código',
  downloadCode: 'Baixar {file}',
  referenceLabel: 'Implementação de referência, {file}',

  // Version 3 on this page. {publishedAt} and {drawAt} are a date and time in the visitor's format and
  // time zone; {round} is written without thousands separators.
  verdictVerifiedBeacon: 'Verificado: os vencedores foram definidos pela rodada {round} da drand, publicada em {publishedAt}.',
  beaconNoteTitle: 'O que nenhum registro prova sozinho',
  beaconNote:
    'Os vencedores saem da rodada {round} da drand, publicada em {publishedAt}: antes disso ninguém, nem o organizador nem este site, tinha como saber o valor dela. Já o horário do lacre vem do aparelho do próprio organizador. Confira se o anúncio (o post dele com o link de anúncio ou o compromisso) já estava público antes de {publishedAt}. Um sorteio mostrado pela primeira vez depois disso pode ter sido lacrado por alguém que já sabia quem ganharia.',
  detailBeacon: 'Farol',
  beaconName: 'drand quicknet (League of Entropy)',
  detailRound: 'Rodada',
  detailDecidedAt: 'Rodada publicada',
  detailSignature: 'Assinatura da rodada',
  signatureNone: 'Nenhuma: o sorteio foi cancelado antes de a rodada sair.',
  countdownLabel: 'Tempo restante',
  /** {clock} is hours, minutes and seconds as 01:02:03. */
  countdownDays: '{days, plural, one {# dia} other {# dias}}, {clock}',
  roundIsOut: 'A rodada {round} saiu: os vencedores estão definidos.',
  announcementV3NoteTitle: 'O que acontece agora',
  announcementV3Note:
    'O organizador lacrou a lista, o número de vencedores e a rodada {round} da drand, que sai em {drawAt}. Até lá ninguém tem como saber quem ganha, nem ele; a partir daí qualquer pessoa pode calcular isso aqui, sem esperar o organizador. Guarde este link e confira se você está na lista no campo Encontrar participante, logo abaixo.',
  /** {relays} is the list of relay addresses, such as "api.drand.sh, api2.drand.sh and drand.cloudflare.com". */
  checkNowIntro:
    'O botão abaixo pede a rodada {round} aos relays públicos da drand ({relays}). Só o número da rodada é enviado. A resposta só vale se a assinatura dela bater com a chave pública da drand quicknet, e esta página confere isso no seu navegador.',
  checkNowButton: 'Conferir os vencedores agora',
  checkNowFetching: 'Pedindo a rodada {round} aos relays da drand…',
  checkNowDone:
    'A rodada {round} veio de {relay}, e a assinatura dela bate com a chave pública da drand quicknet. Estes são os vencedores do sorteio, tenha o organizador terminado ou não.',
  checkNowWinnersHeading: 'Vencedores definidos pela rodada {round}',
  checkNowHostMustMatch: 'O link de verificação do organizador tem que mostrar exatamente estes vencedores, nesta ordem.',
  checkNowFailed:
    'Não deu para falar com os relays da drand, ou nenhum respondeu com uma assinatura válida. Nada mais é usado no lugar. Verifique sua conexão e tente de novo.',
  checkNowNotYet: 'Pelo relógio da drand, a rodada {round} ainda não saiu. Tente de novo em alguns segundos.',
  tryAgain: 'Tentar de novo',

  // Under a version 2 verdict. {fields} lists the record's times that lie ahead, such as "finishedAt (…)".
  v2CautionTitle: 'Tão justo quanto a semente pública',
  v2Caution:
    'Um sorteio da versão 2 só é tão justo quanto a sua semente pública. O organizador conhece a semente do servidor: se não foi o público que escolheu a semente pública depois do anúncio, quem pode ter escolhido é ele, testando uma semente atrás da outra até o favorito ganhar, e o registro continuaria passando em todas as conferências. Pergunte quem escolheu a semente, e quando.',
  v2CautionEmptySeed: 'Este sorteio não tem semente pública nenhuma: os vencedores saem só da semente do servidor do organizador.',
  v2CautionSoon:
    'Este sorteio terminou {seconds, plural, one {# segundo} other {# segundos}} depois do lacre: cedo demais para um público ter escolhido uma semente.',
  v2CautionFuture: 'Os horários dele estão no futuro ({fields}): o relógio do aparelho estava errado, ou o registro foi inventado.',
  futureTime: '{field}: {at}',

  // How version 3 works, on the page's explainer. {v3} is the algorithm's name, as code.
  v3Heading: 'Versão 3: quem decide é um farol público',
  v3Intro:
    'Os sorteios de agora tiram o acaso da drand quicknet, um farol público de aleatoriedade mantido pela League of Entropy: organizações independentes (universidades, empresas, fundações) que publicam juntas um novo valor aleatório a cada 3 segundos, assinado pelo grupo. Nenhum membro consegue saber ou escolher um valor antes de ele sair, e qualquer pessoa pode conferi-lo com a chave pública da rede.',
  v3Steer:
    'Ao lacrar, o organizador fixa a lista, o número de vencedores e um horário do sorteio pelo menos 30 segundos à frente, e com ele a primeira rodada do farol publicada nesse horário ou depois. Os vencedores são calculados a partir da assinatura dessa rodada, que ninguém tem como conhecer antes. Não existe semente secreta: nem o organizador nem este site conseguem direcionar o resultado ou tentar de novo escondido.',
  v3Check:
    'O que cabe a você conferir: que o anúncio estava público antes do horário da rodada. Todo o resto o registro prova aqui, no seu navegador e sem internet (a lista, a rodada, a assinatura, os vencedores), mas ele não prova quando o organizador mostrou o sorteio pela primeira vez, porque o horário do lacre vem do aparelho dele.',
  v3Algorithm:
    'Na {v3}, o compromisso é o SHA-256 das linhas {v3}, o horário, o número de vencedores, o hash da cadeia da drand (chain hash), a rodada, o título e as opções. A chave do HMAC é o SHA-256 da assinatura da rodada, e a mensagem começa com o compromisso onde a versão 2 põe a semente pública. O verificador no fim desta página faz tudo isso.',
  v2Heading: 'Versão 2: uma semente pública escolhida pelo público',
  v2StepsCaution:
    'Os passos acima são a versão 2, mantida para sorteios sem internet. Ela só é tão justa quanto a sua semente pública: se o público não a escolheu depois do anúncio, o organizador pode ter escolhido, testando sementes escondido até o favorito ganhar.',
};
