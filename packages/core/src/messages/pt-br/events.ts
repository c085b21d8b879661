/** The organisers' events: the dashboard, the management screen, hosts, QR and poster, templates, demo events, and the events API. */

import { GRID_SIZE } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { eventMessages as englishEvents } from '../en/events.js';
import { countOf } from './words.js';

export const eventMessages = {
  events: {
    loading: 'Só um instante! Carregando os detalhes do evento...',
    infoFailed: 'Nome de evento inválido',
    created: 'Evento criado com sucesso',
    createFailed: 'Falha ao criar o evento',
    deleted: 'Evento excluído com sucesso',
    deleteFailed: 'Falha ao excluir o evento',
    updated: 'Evento atualizado com sucesso!',
    noOrganized: 'Nenhum evento organizado encontrado',
    noParticipated: 'Nenhuma participação em eventos encontrada',
    linkCopied: 'Link copiado',
    templatesUploaded: 'Modelos enviados com sucesso!',
    templatesRestored: 'Modelos padrão restaurados',
    contentUpdated: 'Conteúdo atualizado',
    deleteConfirm: 'Tem certeza de que deseja excluir o evento? Esta ação não pode ser desfeita.',
    gridUpdateConfirm: 'Tem certeza de que deseja atualizar a grade? Esta ação não pode ser desfeita.',
    votingUpdated: 'Status da votação atualizado com sucesso',
    votingUpdateFailed: 'Falha ao atualizar o status da votação do evento',
  },
  /**
   * What an event shows of its players, said to the attendee when they join (the rules dialog of the first
   * visit) and on the event's privacy notice (/{event}/privacy), from the event's own settings.
   */
  eventPrivacy: {
    title: 'Sua privacidade neste evento',
    venue: {
      full: 'Seu nome e as selfies tiradas com você aparecem no telão do evento, na galeria dele e nas cartelas que outras pessoas abrem.',
      first_name:
        'O telão do evento e as cartelas que outras pessoas abrem mostram apenas seu primeiro nome, sem selfies.',
      initials:
        'O telão do evento e as cartelas que outras pessoas abrem mostram apenas suas iniciais, sem selfies.',
    },
    consent: 'Uma selfie com você só é mostrada a outras pessoas se você concordou quando ela foi tirada.',
    retention: (days: number | null) =>
      days === null
        ? 'As selfies ficam guardadas até o evento ser excluído.'
        : `As selfies são excluídas ${countOf(days, { one: '# dia', other: '# dias' })} depois de tiradas.`,
    hosts: 'Os organizadores do evento veem seu nome, seu e-mail, suas conexões e as selfies delas.',
    leave: 'Você pode sair do evento e excluir seus dados quando quiser, logo abaixo da sua grade.',
    noticeLink: 'Aviso de privacidade deste evento',
    pageTitle: (event: string) => `Privacidade em ${event}`,
    pageLead: 'O que este evento mostra de você, quem vê e por quanto tempo fica guardado.',
    back: 'Voltar ao evento',
  },
  /** A player page's event that does not exist (a mistyped link): said before any sign-in, with a way on. */
  eventNotFound: {
    title: 'Evento não encontrado',
    text: (name: string) =>
      `Não existe nenhum evento chamado “${name}”. Confira o nome no cartaz ou no QR code do evento e digite-o aqui.`,
    nameLabel: 'Nome do evento',
    go: 'Ir para o evento',
    nameEmpty: 'Digite o nome do evento',
  },
  /** The grid's state, shown to hosts on the management screen, the board and the dashboard card. */
  gridStatus: {
    incomplete: (filled: number) => `Grade ${filled}/25 — os jogadores ainda não podem jogar`,
    complete: 'Grade 25/25 — os jogadores já podem jogar',
  },
  /** The organiser's live controls: preview without playing, voting switch, admin removal, rename. */
  organiserControls: {
    liveTitle: 'Durante o evento',
    previewAsPlayer: 'Ver como jogador',
    previewHint: 'Veja a página como os jogadores a veem, sem participar: você não é contado.',
    previewTitle: 'Ver como jogador',
    previewText:
      'Esta é a página que os jogadores veem. Você organiza este evento, então apenas olhar não faz de você um jogador: você não é contado e não aparece no ranking.',
    previewCellHint: 'As casas só abrem para jogadores. Participe como jogador para preenchê-las.',
    joinAsPlayer: 'Participar como jogador',
    joinAsPlayerHint:
      'Ao participar, você vira um jogador como qualquer outro: é contado e aparece no ranking.',
    backToManagement: 'Voltar à gestão do evento',
    votingTitle: 'Votação',
    votingOff: 'A votação está desativada. Os jogadores estão fazendo conexões.',
    votingOffClosed: 'A votação está desativada. As conexões estão encerradas.',
    votingOn: 'A votação está ativada. Os jogadores votam; não há novas conexões.',
    startVoting: 'Iniciar votação',
    stopVoting: 'Encerrar votação',
    startVotingTitle: 'Iniciar a votação?',
    startVotingPoints: (votes: number) => [
      'Os jogadores não podem mais adicionar novas conexões.',
      'Quem completou a cartela pode receber votos das pessoas com quem se conectou.',
      `Cada jogador tem ${votes} votos.`,
    ],
    /** The voting board's candidates: players who completed their card. */
    votingCandidates: (count: number) =>
      countOf(count, {
        one: '# jogador já pode receber votos.',
        other: '# jogadores já podem receber votos.',
      }),
    noVotingCandidates:
      'Ninguém pode receber votos ainda: nenhum jogador completou a cartela. Só quem completou pode ser votado.',
    stopVotingTitle: 'Encerrar a votação?',
    stopVotingPoints: [
      'Os jogadores não podem mais votar. Os votos dados até agora são mantidos.',
      'Os jogadores podem adicionar novas conexões outra vez.',
    ],
    votingNeedsCodes: 'A votação precisa de códigos de amigo: ative-os nas Configurações.',
    votingNeedsCodesWhy:
      'Um voto vai para um jogador com quem você se conectou, e são os códigos de amigo que ligam dois jogadores.',
    openSettings: 'Abrir configurações',
    removeAdminTitle: 'Remover administrador?',
    removeAdminText: (email: string) => `${email} não poderá mais gerenciar este evento.`,
    removeAdminConfirm: 'Remover',
    renameWarning:
      'Renomear muda o link do evento e o link dos QR codes impressos. O nome antigo continua funcionando: ele leva ao novo nome.',
  },
  hosts: {
    loading: 'Carregando organizadores...',
    empty: 'Nenhum organizador encontrado.',
    fetchFailed: 'Falha ao carregar os organizadores do evento',
    added: 'Administrador adicionado com sucesso',
    addFailed: 'Falha ao adicionar o administrador',
    removed: 'Administrador removido com sucesso',
    removeFailed: 'Falha ao remover o administrador',
    /** The invited person's answers on the dashboard. */
    invitationAccepted: (event: string) => `Agora você é organizador de ${event}`,
    invitationDeclined: 'Convite recusado',
    invitationFailed: 'Falha ao responder ao convite',
  },
  qr: {
    generating: 'Só um instante! Gerando o QR code...',
    caption: 'Escaneie, pegue suas cartelas e compartilhe a diversão com sua rede',
  },
  dashboard: {
    title: 'Seus eventos',
    /** True on a first visit as on the tenth: no "back". */
    welcome: (name: string) => `Boas-vindas, ${name}`,
    /** An account with no name yet: not greeted by its email's handle. */
    welcomeNoName: 'Boas-vindas',
    lead: 'Gerencie os eventos que você organiza e volte aos jogos de que participa.',
    tabsLabel: 'Listas de eventos',
    organized: 'Organizados',
    participated: 'Participações',
    participants: (count: number) => countOf(count, { one: '# participante', other: '# participantes' }),
    createdOn: (date: string) => `Criado em ${date}`,
    manage: 'Gerenciar',
    view: 'Ver',
    createCard: 'Criar novo evento',
    createCardText: 'Monte uma nova grade de bingo para seu próximo evento.',
    createTitle: 'Criar novo evento',
    createDescription:
      'Dê um nome ao seu evento. Os jogadores o abrem pelo link público criado a partir desse nome.',
    eventNameLabel: 'Nome do evento',
    eventNamePlaceholder: 'ex.: DevMeetup-2025',
    createSubmit: 'Criar evento',
    cancel: 'Cancelar',
    loadFailed: 'Não conseguimos carregar seus eventos.',
    retry: 'Tentar de novo',
    loadingEvents: 'Carregando seus eventos',
    invitationsTitle: 'Convites para coorganizar',
    invitationsLead:
      'Um organizador convidou você para gerenciar estes eventos junto com ele. Você só se torna administrador se aceitar.',
    invitedOn: (date: string) => `Convite recebido em ${date}`,
    accept: 'Aceitar',
    decline: 'Recusar',
    acceptLabel: (event: string) => `Aceitar o convite para coorganizar ${event}`,
    declineLabel: (event: string) => `Recusar o convite para coorganizar ${event}`,
  },
  eventAdmin: {
    backToDashboard: 'Voltar ao painel',
    notHost: 'Você não é organizador deste evento',
    notHostText: 'Somente o proprietário e os administradores de um evento podem gerenciá-lo.',
    editSettings: 'Editar configurações do evento',
    deleteEvent: 'Excluir evento',
    created: 'Criado em',
    participants: 'Participantes',
    publicLink: 'Link público',
    copy: 'Copiar',
    copyFailed: 'Não foi possível copiar o link',
    /** The server's PUBLIC_URL is this machine's while the page was opened from elsewhere. */
    publicUrlLoopback: (publicUrl: string) =>
      `O link de entrada e os QR codes apontam para ${publicUrl}, um endereço da própria máquina do servidor: os celulares não conseguem abri-lo. Defina PUBLIC_URL com o endereço que os participantes usam.`,
    /** The page was opened on the server's machine while PUBLIC_URL is another address. */
    publicUrlElsewhere: (publicUrl: string) =>
      `Você abriu esta página na própria máquina do servidor; o link de entrada e os QR codes usam ${publicUrl}. Confira se um celular consegue abri-lo antes de imprimir.`,
    generateQr: 'Gerar QR',
    gridTitle: 'Grade de bingo',
    gridEmptyCell: 'vazia',
    gridLabel: 'A grade de bingo do evento',
    editGrid: 'Editar grade',
    uploadTemplates: 'Enviar modelos',
    linkedinContent: 'Texto do LinkedIn',
    gotoGame: 'Ir para o jogo',
    /** Goto Game's description (its label is the specification's). */
    gotoGameDescription: 'Abre o telão: o ranking ao vivo para o projetor.',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    save: 'Salvar',
    updateFailed: 'Falha ao atualizar o evento',
    settingsTitle: 'Configurações do evento',
    settingsDescription: 'Renomeie o evento e escolha como os jogadores comprovam uma conexão.',
    codeDigitsToggle: 'Códigos de amigo',
    codeDigitsToggleHint: 'Os jogadores digitam o código de amigo de cada pessoa com quem se conectam.',
    codeDigitsCount: 'Dígitos do código de amigo',
    playWithTicketCode: 'Jogar com código do ingresso',
    playWithTicketCodeHint: (product: string) =>
      `Conecte o evento a ${product} para que os jogadores entrem com o código do ingresso.`,
    editGridTitle: 'Editar grade de bingo',
    gridDescription: 'Edite a grade de bingo do evento. Você também pode gerar uma grade aleatória.',
    gridNote:
      'As letras devem vir das iniciais dos nomes das pessoas que fizeram check-in, para que todas as casas possam ser preenchidas.',
    generateGrid: 'Gerar grade',
    saveGrid: 'Salvar grade',
    cellLabel: (letter: string, row: number) => `Coluna ${letter}, linha ${row}`,
    gridEmptyInvite: 'Nenhuma letra ainda. Defina as 25 letras que os jogadores vão procurar.',
    gridLettersSet: (count: number) => `${count}/25 letras definidas`,
    gridLettersOnly: (typed: string) => `“${typed}” não é uma letra: cada casa aceita uma letra de A a Z.`,
    gridPasteLettersOnly:
      'Só é possível colar letras de A a Z (espaços, vírgulas e quebras de linha são ignorados).',
    gridPasteLeftOver: (count: number) =>
      countOf(count, {
        one: '# letra colada não coube depois da última casa.',
        other: '# letras coladas não couberam depois da última casa.',
      }),
    gridTypingHint:
      'Digite uma letra para preencher uma casa e avançar; use as setas para mover ou cole as 25 letras.',
    gridSaved: 'A grade foi salva.',
    discardGridTitle: 'Descartar suas alterações?',
    discardGridBody:
      'As letras que você digitou ainda não foram salvas. Fechar o editor da grade sem salvá-las?',
    keepEditing: 'Continuar editando',
    discardChanges: 'Descartar alterações',
    done: 'Concluir',
    updateConfirmTitle: 'Confirmar atualização',
    importConfirmTitle: 'Confirmar importação da grade',
    qrTitle: 'QR code',
    qrDescription: 'Os jogadores o escaneiam para abrir o evento.',
    downloadQr: 'Baixar QR',
    downloadQrSvg: 'Baixar SVG',
    qrPrintHint: 'Para impressão: o SVG fica nítido em qualquer tamanho; o PNG tem 2048 px de largura.',
    printPoster: 'Imprimir cartaz',
    fullScreen: 'Tela cheia',
    templatesTitle: 'Enviar modelos',
    templatesDescription: 'Os fundos das cartelas que os jogadores baixam e compartilham.',
    postTemplate: 'Modelo de post',
    postTemplateHint: '1080 x 1080 px, usado para a grade final',
    storyTemplate: 'Modelo de story',
    storyTemplateHint: '1080 x 1920 px, usado para a grade do story',
    /** Where the card draws the grid on a template: designers keep that square plain. */
    templateGridArea: (x: number, y: number, size: number) =>
      `A grade é desenhada em um quadrado de ${size} x ${size} px cujo canto superior esquerdo fica a ${x} px da esquerda e a ${y} px do topo: deixe essa área livre.`,
    /** Sizes are advised, not enforced: a template of another size is stretched to the card's size. */
    templateSizeWarning: (width: number, height: number, wanted: { width: number; height: number }) =>
      `Esta imagem tem ${width} x ${height} px. A cartela tem ${wanted.width} x ${wanted.height} px, então a imagem será esticada para caber e a grade pode cobrir parte dela.`,
    chooseImage: 'Escolher imagem',
    templatePreviewAlt: (template: string) => `Pré-visualização: ${template}`,
    remove: 'Remover',
    submit: 'Enviar',
    previewTemplates: 'Pré-visualizar modelos',
    previewChosenLead:
      'As cartelas como os jogadores vão recebê-las, com as imagens escolhidas aqui (ainda não salvas).',
    backToTemplates: 'Voltar aos modelos',
    useDefaultTemplates: 'Usar modelos padrão',
    defaultTemplatesTitle: 'Usar os modelos padrão?',
    defaultTemplatesConfirm:
      'Os modelos de post e de story enviados serão excluídos e os jogadores voltarão a receber os modelos padrão.',
    defaultTemplatesInUse: 'O evento usa os modelos padrão.',
    linkedinTitle: 'Texto do LinkedIn',
    linkedinDescription: 'O texto usado nas publicações quando um jogador compartilha a grade.',
    linkedinLabel: 'Texto da publicação',
    linkedinPlaceholder: 'Digite o texto aqui...',
    confirmUpdating: 'Confirmar atualização',
    deleteTitle: 'Excluir evento',
    connectTitle: (product: string) => `Conectar a ${product}`,
    close: 'Fechar',
  },
  hostAdmin: {
    title: 'Organizadores',
    lead: 'O proprietário e os administradores podem gerenciar este evento.',
    name: 'Nome',
    email: 'E-mail',
    role: 'Função',
    actions: 'Ações',
    owner: 'Proprietário',
    admin: 'Admin',
    invited: 'Convite enviado',
    addHost: 'Adicionar organizador',
    addTitle: 'Adicionar organizador',
    addDescription:
      'Vamos convidar este e-mail: quando a pessoa entrar com ele e aceitar o convite no painel, poderá gerenciar o evento.',
    emailLabel: 'E-mail do administrador',
    emailPlaceholder: 'Digite o e-mail do administrador',
    addAdmin: 'Adicionar administrador',
    cancel: 'Cancelar',
    removeAdmin: (email: string) => `Remover o administrador ${email}`,
  },
  qrPage: {
    title: (eventName: string) => `Participe de ${eventName}`,
    loading: 'Carregando o evento…',
    download: 'Baixar',
    back: 'Voltar à gestão do evento',
    imageLabel: (link: string) => `QR code de ${link}`,
  },
  /** The printable A4 poster of an event's join QR. */
  poster: {
    title: (eventName: string) => `Participe de ${eventName}`,
    lead: 'Bingo de networking: escaneie para jogar',
    howToPlay: 'Como jogar',
    steps: [
      'Escaneie o código e entre: você recebe uma grade 5x5 de letras.',
      'Conheça alguém cujo nome comece com uma letra da sua grade; uma selfie juntos preenche a casa.',
      'Cinco casas em linha fazem um bingo; cinco bingos vencem o jogo.',
    ],
    print: 'Imprimir',
    printHint: 'A4 retrato; escolha “Salvar como PDF” como impressora para guardar um arquivo.',
    back: 'Voltar à gestão do evento',
  },
  templatesPreview: {
    title: 'Pré-visualização dos modelos',
    lead: 'Como ficam as cartelas compartilhadas com uma grade de exemplo.',
    story: 'Cartela para story',
    post: 'Cartela para post',
    downloadStory: 'Baixar prévia do story',
    downloadPost: 'Baixar prévia do post',
    loading: 'Gerando as prévias…',
    drawFailed: 'Não foi possível carregar a imagem do modelo.',
    back: 'Voltar à gestão do evento',
  },
  /** Demo events: a game played by simulated players. */
  demo: {
    badge: 'Demo',
    tryDemo: 'Experimente um evento demo',
    tryDemoText:
      'Veja um jogo acontecer com um clique: uma grade completa e jogadores simulados que entram, se conectam e votam ao longo de cinco minutos.',
    creating: 'Criando sua demo…',
    created: 'Evento demo criado: os jogadores simulados estão entrando',
    createFailed: 'Não conseguimos criar o evento demo. Tente novamente.',
    deleteDemo: 'Excluir demo',
    deleteTitle: 'Excluir esta demo?',
    deleteText:
      'O evento demo, seus jogadores simulados e as imagens deles serão excluídos. Isso não pode ser desfeito.',
    deleted: 'Demo excluída',
    playerBanner:
      'Este é um evento demo: os outros jogadores são simulados. Nada aqui se mistura com um evento real.',
    boardBanner: 'Demo: jogadores simulados',
    managementBanner:
      'Este evento demo joga sozinho: jogadores simulados entram e se conectam ao longo de uns cinco minutos, e então a votação começa. Exclua-o quando terminar.',
    /** The API's refusal when an account already has as many demo events as allowed. */
    tooMany: (max: number) =>
      `Você pode ter no máximo ${max} eventos demo ao mesmo tempo. Exclua um deles para começar outro.`,
    /** What the simulated players write about the people they meet (content of the demo, not UI). */
    descriptions: [
      'Trabalha com bombas d’água movidas a energia solar e conhece todos os jogos de tabuleiro já inventados.',
      'Tem uma pequena padaria e me contou o segredo de um bom pão de fermentação natural.',
      'Cria apps para agricultores; conversamos sobre design offline-first.',
      'Acabou de se mudar de Lisboa e está procurando alguém para escalar junto.',
      'Dá aulas de física e explicou buracos negros com uma xícara de café.',
      'Organiza o meetup de open source da cidade; me convidou para o próximo.',
      'Desenha fontes e reparou na hora na tipografia do meu crachá.',
      'Faz trabalho voluntário no abrigo de animais e me mostrou fotos de três gatos.',
      'Pesquisa plásticos nos oceanos e veleja nos fins de semana.',
      'Está aprendendo japonês e me recomendou um ótimo podcast.',
      'Abriu uma empresa que faz móveis com madeira reciclada.',
      'Toca violoncelo em uma orquestra amadora; tem concerto no mês que vem.',
      'Trabalha com dados de saúde pública e adora uma boa planilha.',
      'Correu a primeira maratona na primavera passada e está treinando para a próxima.',
      'Escreve livros infantis e faz todas as ilustrações ela mesma.',
      'Cuida de uma horta comunitária e me deu sementes de tomate.',
    ],
  },
  /** The organiser API's answers and refusals (the server's sentences about events and hosts). */
  eventApi: {
    /** The success sentences of the events' and hosts' reads. */
    eventsLoaded: 'Eventos carregados',
    eventId: 'ID do evento',
    eventName: 'Nome do evento',
    eventLoaded: 'Evento carregado',
    organisedEvents: 'Eventos organizados',
    participatedEvents: 'Eventos em que você participou',
    hostsLoaded: 'Organizadores carregados',
    invitationsLoaded: 'Convites carregados',
    nameLooksLikeId: 'O nome de um evento não pode parecer um ID de evento',
    duplicateName: 'Já existe um evento com este nome',
    notFound: 'Evento não encontrado',
    ownerOnlyDelete: 'Somente o proprietário do evento pode excluir o evento',
    ownerOnlyRemoveAdmins: 'Somente o proprietário do evento pode remover administradores',
    ticketCodeNeedsLink:
      'Jogar com código do ingresso exige um evento de ingressos conectado: defina mmp_event_id primeiro',
    unknownTicketingEvent:
      'Escolha um dos seus próprios eventos de ingressos: envie a lista de participantes ou conecte sua conta pretix primeiro',
    socialMediaNotJson: 'social_media_template deve ser um JSON como {"linkedin":{"content":"..."}}',
    unknownField: (field: string) => `${field} não é um campo de evento`,
    cellOutOfGrid: (field: string) =>
      `${field} não é uma casa da grade: linhas e colunas vão de 0 a ${GRID_SIZE - 1}`,
    imageFile: 'Escolha um arquivo de imagem',
    ownerCannotBeRemoved: 'O proprietário não pode ser removido',
    hostNotFound: 'Organizador não encontrado',
    alreadyOwner: 'Esta pessoa é a proprietária deste evento',
    alreadyAdmin: 'Esta pessoa já é administradora deste evento',
    alreadyInvited: 'Esta pessoa já foi convidada para este evento',
    invitationNotFound: 'Convite não encontrado',
  },
} satisfies Translation<typeof englishEvents>;
