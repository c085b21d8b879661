/** The game on the player's phone: the player page, the card, connections, selfies, voting, LinkedIn, and the game API. */

import { GRID_SIZE, MAX_VOTES_PER_PLAYER } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { gameMessages as englishGame } from '../en/game.js';
import { countOf, linkedinPostError, ordinal, waitText } from './words.js';

export const gameMessages = {
  game: {
    tilesMissing: 'Aguarde o organizador adicionar as 25 casas para desbloquear sua Cartela Hoogo.',
    noGrid:
      'Parece que nenhuma grade foi carregada. Aguarde a grade carregar ou fale com o organizador do evento.',
    votingEnabled:
      'A votação está ativada neste evento. Você não pode adicionar novos amigos. Comece a votar agora.',
    votingNoNewFriend: 'Você não pode adicionar um novo amigo porque a votação está ativada neste evento.',
    cardLocked: 'Faça pelo menos 5 conexões para baixar',
    connectionAdded: 'Informações adicionadas com sucesso',
    cardHint: 'Toque nas imagens para ver o que você escreveu sobre cada pessoa.',
    /** A player typed too many friend codes that belong to nobody. */
    tooManyWrongCodes: (seconds: number) =>
      `Muitos códigos de amigo errados. Peça o código à pessoa com quem você está se conectando e tente novamente em ${waitText(seconds)}.`,
  },
  voting: {
    closed: 'A votação foi encerrada. Você não pode mais votar em jogadores.',
    voteFailed: 'Falha ao votar no jogador',
    completedFailed: 'Falha ao carregar os jogadores que completaram a cartela',
    voted: 'Voto registrado com sucesso',
    empty: 'Ninguém da sua rede de conexões completou o Hoogo ainda.',
    /** The states of a row's vote button. */
    vote: 'Votar',
    votedButton: 'Votado',
    limitReached: 'Limite de votos atingido',
    disabled: 'Votação desativada',
    voteFor: (name: string) => `Votar em ${name}`,
  },
  linkedin: {
    connectError: 'Erro ao conectar ao LinkedIn',
    postError: linkedinPostError,
    connected: 'LinkedIn conectado com sucesso',
    posted: 'Imagem publicada no LinkedIn com sucesso',
    connecting: 'Conectando ao LinkedIn...',
  },
  /** The player page: labels, buttons and the rules text. */
  play: {
    title: (eventName: string) => `Hoogo: ${eventName}`,
    loading: 'Preparando sua grade de bingo…',
    loadFailed: 'Não conseguimos carregar seu jogo.',
    retry: 'Tentar de novo',
    friendCode: 'Seu código de amigo',
    friendCodeHint: 'Compartilhe com as pessoas com quem você se conectar.',
    rulesTitle: 'Regras do jogo',
    viewRules: 'Ver regras do jogo',
    rulesClose: 'Entendi',
    rules: [
      'Conheça alguém cujo nome comece com a letra de uma casa, tire uma selfie com a pessoa e escreva algumas palavras sobre ela para preencher a casa.',
      '5 casas em uma linha, coluna ou diagonal completam uma letra de B I N G O.',
      'Quando a votação está desativada, vence o primeiro jogador a completar as cinco letras.',
      'A fase de votação é aberta a quem completar o bingo.',
    ],
    lettersLabel: 'Suas letras de bingo',
    letterDone: (letter: string) => `${letter}: completa`,
    letterOpen: (letter: string) => `${letter}: ainda não completa`,
    gridLabel: 'Sua grade de bingo',
    cellEmpty: (column: string, row: number, letter: string) =>
      `${column}, linha ${row}: vazia, adicione uma conexão para a letra ${letter}`,
    cellFilled: (column: string, row: number, name: string) => `${column}, linha ${row}: ${name}`,
    cellLocked: (column: string, row: number) => `${column}, linha ${row}: ainda não disponível`,
    cellClosed: (column: string, row: number, letter: string) =>
      `${column}, linha ${row}: ${letter}, as conexões estão encerradas`,
    photoOf: (name: string) => `Selfie com ${name}`,
    connections: (count: number) => `${count} de 25 conexões`,
    goToVoting: 'Ir para a votação',
    votingOpen: 'A votação está aberta! Vote nas conexões que completaram a cartela.',
    cardTitle: 'Sua Cartela Hoogo',
    viewCard: 'Ver e baixar sua Cartela Hoogo',
    formTitle: (letter: string) => `Conecte-se com alguém para a letra ${letter}`,
    formDescription:
      'O nome da pessoa começa com esta letra. Tire uma selfie com ela e conte um pouco sobre quem ela é.',
    nameLabel: 'Nome da pessoa',
    imageLabel: 'Selfie',
    takeSelfie: 'Tirar uma selfie',
    choosePhoto: 'Escolher uma foto',
    preparingPhoto: 'Preparando a foto…',
    photoPreview: 'Prévia da sua selfie',
    codeLabel: 'Código de amigo da pessoa',
    codeHint: (digits: number) => `O código de ${digits} dígitos que aparece na página de jogador da pessoa.`,
    descriptionLabel: 'Descrição',
    descriptionPlaceholder: 'Sobre o que vocês conversaram? O que a pessoa faz?',
    lettersLeft: (count: number, max: number) =>
      `Restam ${count} de ${countOf(max, { one: '# caractere', other: '# caracteres' })}`,
    lettersNeeded: (count: number) =>
      countOf(count, { one: 'Falta # caractere', other: 'Faltam # caracteres' }),
    submit: 'Adicionar conexão',
    uploading: 'Enviando…',
    cancel: 'Cancelar',
    votingTitle: 'A votação está ativada',
    /**
     * The connection flow on a bad network ("Never lose a connection").
     */
    photoUnreadable: 'Não foi possível ler esta foto. Tire outra ou escolha uma diferente.',
    sending: 'Enviando sua conexão…',
    sendingSlow: 'Ainda enviando: a rede está lenta. Sua conexão está salva neste celular.',
    cancelUpload: 'Cancelar envio',
    uploadCancelled: 'Envio cancelado. Sua conexão está salva neste celular: envie quando quiser.',
    uploadTimedOut:
      'O envio demorou demais. Sua conexão está salva neste celular e será enviada de novo quando a rede melhorar.',
    queuedOffline:
      'Sem rede. Sua conexão está salva neste celular e será enviada quando você voltar a ficar online.',
    waitingInForm:
      'Esta conexão está aguardando envio. Ela será enviada sozinha quando você voltar a ficar online.',
    draftRestored: 'O rascunho não enviado desta casa foi restaurado.',
    cellWaiting: (column: string, row: number, name: string) =>
      `${column}, linha ${row}: ${name}, aguardando envio`,
    cellRefused: (column: string, row: number, letter: string) =>
      `${column}, linha ${row}: não enviada, abra para corrigir sua conexão da letra ${letter}`,
    cellDraft: (column: string, row: number, letter: string) =>
      `${column}, linha ${row}: rascunho salvo para a letra ${letter}, abra para continuar`,
    outboxWaiting: (count: number) =>
      `${countOf(count, { one: '# conexão está', other: '# conexões estão' })} aguardando envio. Elas serão enviadas sozinhas quando você voltar a ficar online.`,
    sendNow: 'Enviar agora',
    notSent: (letter: string, reason: string) => `Sua conexão da letra ${letter} não foi enviada: ${reason}`,
    fixConnection: (letter: string) => `Corrigir a conexão da letra ${letter}`,
    offlineGrid:
      'Você está offline. Esta é sua grade como foi carregada pela última vez; ela se atualiza sozinha quando a rede voltar.',
    updatingGrid: 'Sua grade como foi carregada pela última vez: atualizando…',
    /** The player page's connection banner when the Wi-Fi is up but nothing gets through, and when it does again. */
    unreachableGrid:
      'Sua rede está conectada, mas a internet não responde. Esta é sua grade como foi carregada pela última vez; ela se atualiza sozinha quando a conexão voltar.',
    backOnline: 'Você está online de novo. Sua grade está sendo atualizada.',
    eventCounts: (players: number, connections: number) =>
      `${countOf(players, { one: '# jogador', other: '# jogadores' })} e ${countOf(connections, { one: '# conexão', other: '# conexões' })} neste evento`,
    connectionTitle: (name: string) => `Você se conectou com ${name}`,
    connectedAt: (time: string) => `Conexão feita às ${time}`,
    linkedPlayer: (name: string) => `Código de amigo de ${name}`,
    /** A host's moderation, as the player sees it. */
    connectionHidden: (name: string) =>
      `Um organizador removeu sua conexão com ${name}. Você pode preencher a casa de novo.`,
    dismissNotice: (name: string) => `Fechar o aviso sobre ${name}`,
    removedTitle: 'Você foi removido deste jogo',
    removedText: 'Os organizadores removeram você deste jogo.',
    removedHint:
      'Você não pode mais adicionar conexões nem votar aqui. Fale com um organizador se achar que isso é um engano.',
  },
  /** The card page. */
  card: {
    title: 'Sua Cartela Hoogo',
    playerTitle: (name: string) => `Cartela Hoogo de ${name}`,
    back: 'Voltar',
    gridLabel: 'Cartela Hoogo',
    dialogTitle: 'Cartela de bingo',
    about: (name: string) => `Sobre ${name}`,
    namePlaceholder: 'Nome',
    descriptionPlaceholder: 'Descrição',
    cellLabel: (name: string) => `Sobre ${name}`,
    emptyCell: (letter: string) => `${letter}: nenhuma conexão ainda`,
    instagramStory: 'Story do Instagram',
    instagramPost: 'Post do Instagram',
    shareLinkedin: 'Compartilhar no LinkedIn',
    linkedinNotSetUp: 'O compartilhamento no LinkedIn ainda não está configurado.',
    shareTitle: 'Compartilhar no LinkedIn',
    shareLabel: 'Escreva algo sobre sua cartela de bingo',
    shareHelp: 'Este texto é compartilhado junto com a imagem da sua cartela na sua conta do LinkedIn.',
    confirmShare: 'Confirmar compartilhamento',
    loadFailed: 'Não conseguimos carregar esta cartela.',
  },
  /** The voting page. */
  votingPage: {
    title: 'Votação',
    lead: 'Vote em até 2 das suas conexões que completaram a Cartela Hoogo.',
    back: 'Voltar ao jogo',
    loading: 'Carregando os jogadores…',
    votesCast: (count: number, max: number) => `${count} de ${max} votos dados`,
  },
  /** The banner of a player who lit all five letters (player page). */
  completion: {
    first: 'Hoogo! Você terminou em primeiro: ninguém completou as cinco letras antes de você.',
    ranked: (rank: number) => `Hoogo! Você terminou em ${ordinal(rank)} lugar.`,
    done: 'Hoogo! Você completou as cinco letras.',
    viewCard: 'Ver sua cartela',
    dismiss: 'Fechar',
  },
  /** The friend code as a QR code, and the scanner that reads it in the connection form. */
  scan: {
    showQr: 'Mostrar QR',
    hideQr: 'Ocultar QR',
    qrLabel: (code: string) => `QR code do seu código de amigo ${code}`,
    qrHint: 'A pessoa toca em "Escanear código" no formulário de conexão e aponta a câmera para cá.',
    qrFailed: 'Não foi possível gerar o QR code. Diga seu código em voz alta.',
    scanCode: 'Escanear código',
    title: 'Escaneie o código de amigo',
    hint: 'Aponte a câmera para o QR code na página de jogador da pessoa.',
    starting: 'Iniciando a câmera…',
    scanning: 'Procurando um QR code…',
    denied:
      'O acesso à câmera está bloqueado. Permita a câmera para este site nas configurações do navegador ou digite o código.',
    noCamera: 'Nenhuma câmera foi encontrada neste aparelho. Digite o código.',
    insecure: 'A câmera só funciona em uma página segura (https). Digite o código.',
    failed: 'Não foi possível iniciar a câmera. Digite o código.',
    notACode:
      'Este QR code não é um código de amigo do Hoogo. Escaneie o código na página de jogador da pessoa.',
    close: 'Fechar o leitor',
  },
  /**
   * Selfies: the consent on the connection form, the event's privacy settings on the management screen, the
   * host's purge, and a selfie that was deleted.
   */
  selfies: {
    consentLabel: 'A pessoa concorda que esta foto seja exibida no evento',
    consentHint: 'Sem isso, só você e os organizadores veem a foto.',
    consentRequiredHint: 'Este evento só exibe uma foto com a autorização de quem aparece nela.',
    /** The form's and the server's refusal when the event requires consent and it was not given. */
    consentRequired:
      'Pergunte à pessoa primeiro: este evento precisa da autorização dela para exibir a foto.',
    consentInvalid: 'selfie_consent deve ser true ou false',
    photoDeleted: 'Foto excluída',
    sectionTitle: 'Privacidade',
    sectionLead: 'O que o telão mostra e por quanto tempo as selfies ficam guardadas.',
    venueLegend: 'Exibição no evento',
    venueFull: 'Nomes completos e selfies',
    venueFirstName: 'Só o primeiro nome, sem selfies',
    venueInitials: 'Só as iniciais, sem selfies',
    venueHint:
      'Vale para o telão, a galeria dele e as cartelas que outras pessoas abrem. Os organizadores veem tudo.',
    requireConsent: 'Exigir autorização para selfies',
    requireConsentHint: 'Os jogadores confirmam que a pessoa em cada foto autoriza a exibição.',
    retentionLabel: 'Excluir selfies após',
    retentionDays: (days: number) => countOf(days, { one: '# dia', other: '# dias' }),
    retentionKeep: 'Guardar até o evento ser excluído',
    retentionHint: 'Contado a partir do momento em que cada selfie foi tirada. Nomes e descrições ficam.',
    save: 'Salvar configurações de privacidade',
    saved: 'Configurações de privacidade salvas',
    saveFailed: 'Não foi possível salvar as configurações de privacidade.',
    purgeButton: 'Excluir todas as selfies agora',
    purgeTitle: 'Excluir todas as selfies?',
    purgeWarning:
      'Todas as selfies deste evento serão excluídas para sempre das cartelas, do telão e dos downloads. As conexões, os nomes e as descrições ficam e continuam contando. Isso não pode ser desfeito.',
    purgeConfirm: 'Excluir todas as selfies',
    purgeFailed: 'Não foi possível excluir as selfies. Tente novamente.',
    purged: (count: number) =>
      count === 0
        ? 'Não havia selfies para excluir'
        : count === 1
          ? '1 selfie excluída'
          : `${count} selfies excluídas`,
    cancel: 'Cancelar',
  },
  /** The player API's answers and refusals (joining, cards, connections, leaderboard, status). */
  gameApi: {
    /** A friend code the code schema refused without a sentence (it always gives one). */
    codeInvalid: 'Código inválido',
    invalidPlayerKey: 'Chave de jogador inválida',
    playerNotFound: 'Jogador não encontrado',
    notJoined: 'Você ainda não entrou neste evento',
    cardNeedsPlayer:
      'Informe user_id (sua própria cartela) ou event_register_id (uma cartela só para leitura)',
    cellOutOfGrid: `Esta casa não está na grade: x e y vão de 0 a ${GRID_SIZE - 1}`,
    letterMismatch: (letter: string) => `A letra desta casa é ${letter}`,
    cellFilled: 'Esta casa já está preenchida',
    codeUnknown: 'Nenhum jogador deste evento tem este código',
    codeOwn: 'Este é o seu próprio código',
    codeUsed: 'Você já se conectou com este jogador',
    noFreeCode:
      'Todos os códigos de amigo já foram usados: o organizador precisa permitir mais dígitos no código',
    idempotencyKeyInvalid: 'O cabeçalho Idempotency-Key deve ter de 8 a 128 letras, números, - ou _',
    idempotencyKeyReused:
      'Este Idempotency-Key já foi usado para outra conexão: envie uma nova conexão com uma nova chave',
    joined: 'Você entrou no evento',
    registration: 'Sua inscrição',
    matrix: 'Cartela carregada',
    /** POST start-playing: the player page's first answer. */
    started: 'Seu lugar no evento',
    leaderboard: 'Ranking carregado',
    status: 'Status do evento',
    /** A removed player's submission or vote (403). */
    removedFromGame:
      'Os organizadores removeram você deste jogo: você não pode adicionar conexões nem votar.',
  },
  /** The voting API's answers and refusals. */
  votingApi: {
    unknown: 'Jogador não encontrado',
    self: 'Você não pode votar em si mesmo',
    notCompleted: 'Este jogador ainda não completou o Hoogo',
    notConnected: 'Você só pode votar em jogadores com quem se conectou',
    alreadyVoted: 'Você já votou neste jogador',
    limit: `Você pode votar em no máximo ${MAX_VOTES_PER_PLAYER} jogadores`,
    completedPlayers: 'Jogadores que completaram carregados',
    leaderboard: 'Ranking da votação carregado',
  },
  /** The LinkedIn API's refusals, and the title of the posted card. */
  linkedinApi: {
    notConfigured: 'O compartilhamento no LinkedIn não está configurado',
    tokenMissing: `${linkedinPostError}: conecte sua conta do LinkedIn primeiro`,
    reconnect: `${linkedinPostError}: conecte sua conta do LinkedIn novamente`,
    postTitle: 'Cartela Hoogo',
  },
} satisfies Translation<typeof englishGame>;
