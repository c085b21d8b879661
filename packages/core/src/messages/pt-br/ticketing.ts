/** Ticketing: pretix accounts, CSV attendee lists, the grid from names, ticket codes, and the ticketing API. */

import type { Translation } from '../../i18n/translation.js';
import type { ticketingMessages as englishTicketing } from '../en/ticketing.js';
import { countOf } from './words.js';

export const ticketingMessages = {
  ticketing: {
    connected: (product: string) => `${product}: conectado`,
    notConnected: (product: string) => `${product}: não conectado`,
    loadingEvents: 'Carregando eventos...',
    fetchFailed: 'Falha ao carregar os eventos',
    fetchFailedText: (product: string) => `Algo deu errado ao buscar seus eventos de ${product}.`,
    /**
     * The connect dialog with nothing to connect yet: a calm hint under the two ways to add attendees.
     */
    noEventsHint:
      'Nada para conectar ainda: quando você enviar uma lista ou conectar o pretix, os eventos aparecem aqui.',
    pretixNoEvents: 'Sua conta pretix ainda não tem eventos.',
    pretixCreateEvent: 'Criar um evento no pretix',
    importConfirm: (product: string) =>
      `Tem certeza de que deseja importar a grade de ${product}? Esta ação vai substituir a grade atual.`,
    connectToGenerate: (product: string) =>
      `Conecte o evento a ${product} para gerar a grade com os dados dos participantes que fizeram check-in`,
    eventIdUpdated: (product: string) => `ID do evento em ${product} atualizado com sucesso!`,
    /** The {product} while the event is connected to nothing and the organiser has set nothing up. */
    genericProduct: 'Plataforma de ingressos',
    selectEvent: 'Selecionar evento',
    selectEventPlaceholder: 'Digite para buscar seus eventos',
    noMatchingEvents: 'Nenhum resultado',
    showEvents: 'Mostrar eventos',
    chooseEvent: 'Selecione um evento para conectar',
    connectNote:
      'Com a conexão, o Hoogo carrega a grade a partir dos participantes que fizeram check-in (Gerar grade em Editar grade) e valida os jogadores pelo código do ingresso.',
    /** Connects the event to the chosen ticketing event (stores its id). */
    useEvent: 'Usar este evento',
    disconnect: 'Desconectar',
    retry: 'Tentar de novo',
    connectedTo: (eventName: string) => `Conectado a ${eventName}`,
    connectedElsewhere:
      'Este evento está conectado a um evento de ingressos que não está na sua lista: outro organizador o conectou ou a conta dele foi removida.',
    /** One provider failed while the others' events were listed (the server's reason follows). */
    providerUnavailable: (provider: string) => `Não foi possível carregar seus eventos de ${provider}`,
    connectedUnavailable: (provider: string) =>
      `Este evento está conectado a um evento de ${provider}; o nome dele volta a aparecer quando ${provider} responder.`,
    accountsTitle: 'Adicione seus participantes',
    accountsLead:
      'Envie a lista de participantes de qualquer plataforma de ingressos como arquivo CSV ou conecte sua conta pretix.',
    pretixTitle: 'Conectar uma conta pretix',
    pretixLead:
      'Use um token de API da sua conta de organizador no pretix (Organizer, Teams, API tokens) com permissão para ver pedidos.',
    pretixUrlLabel: 'Endereço do pretix',
    pretixUrlPlaceholder: 'https://pretix.eu',
    pretixUrlInvalid: 'Digite o endereço da sua instância do pretix, como https://pretix.eu',
    pretixOrganizerLabel: 'Nome curto do organizador',
    pretixOrganizerHint: 'Como no endereço da sua página de organizador: /control/organizer/short-form/',
    pretixOrganizerEmpty: 'Digite o nome curto do organizador',
    pretixTokenLabel: 'Token de API',
    pretixTokenHint: 'Guardado com criptografia no servidor e nunca mais exibido.',
    pretixTokenEmpty: 'Digite o token de API',
    pretixSave: 'Conectar pretix',
    pretixSaveFailed: 'Não foi possível conectar a conta pretix',
    pretixConnectedTo: (organizer: string, address: string) => `Conectado a ${organizer} em ${address}`,
    /**
     * Every failure to connect a pretix account, whatever the cause (address refused, unreachable,
     * token refused, unexpected answer): the answer never tells what is behind the address.
     */
    pretixConnectFailed:
      'O pretix não respondeu com seus eventos. Confira o endereço do pretix (https://…), o nome curto do organizador e o token de API.',
    /** Every failure of a saved pretix account (listing events, importing the grid). */
    pretixUnavailable:
      'O pretix não respondeu com seus eventos. Tente novamente daqui a pouco; se continuar falhando, remova a conta pretix e conecte-a de novo com um token de API válido.',
    /** A pretix listing (events, or an event's attendees) larger than the server reads at once. */
    pretixTooLarge:
      'O pretix respondeu com mais do que este servidor lê de uma vez (linhas ou dados demais). Peça ao responsável pelo servidor para aumentar os limites de listagem do pretix.',
    /** A player's ticket code could not be checked because the ticketing platform did not answer. */
    ticketCheckUnavailable: 'Não foi possível verificar seu ingresso agora. Tente novamente daqui a pouco.',
    pretixUrlHttps: 'Use o endereço https:// da sua instância do pretix',
    pretixRemove: 'Remover conta pretix',
    pretixRemoveFailed: 'Não foi possível remover a conta pretix',
    csvTitle: 'Enviar uma lista de participantes em CSV',
    csvLead:
      'Exporte os participantes em CSV com uma coluna de nome e uma de código do ingresso, além de uma coluna de check-in se você tiver (sem ela, todos contam como presentes).',
    csvNameLabel: 'Nome da lista',
    csvNamePlaceholder: 'ex.: Participantes do DevMeetup',
    csvNameEmpty: 'Dê um nome à lista',
    csvFileLabel: 'Arquivo CSV',
    csvChooseFile: 'Escolher um arquivo CSV',
    csvNotCsv: 'O arquivo deve ser .csv',
    csvUpload: 'Enviar lista',
    csvUploadFailed: 'Não foi possível enviar a lista de participantes',
    csvNoLists: 'Nenhuma lista de participantes enviada ainda.',
    csvSummary: (attendees: number, checkedIn: number) =>
      `${countOf(attendees, { one: '# participante', other: '# participantes' })}, ${checkedIn} com check-in`,
    csvRemove: (name: string) => `Excluir a lista ${name}`,
    csvRemoveFailed: 'Não foi possível excluir a lista de participantes',
    listsCount: (count: number) => countOf(count, { one: '# lista', other: '# listas' }),
    notSetUp: 'Não configurado',
    setUp: 'Configurar',
    importFailed: 'Não foi possível importar a grade',
    pageBack: 'Voltar à gestão do evento',
  },
  /** The ticketing API's answers and refusals (pretix accounts, attendee lists, grid import, ticket codes). */
  ticketingApi: {
    pretixSaved: 'pretix conectado',
    pretixRemoved: 'pretix desconectado',
    listUploaded: 'Lista de participantes enviada',
    listRemoved: 'Lista de participantes removida',
    listNotFound: 'Lista de participantes não encontrada',
    gridImported: 'Grade importada',
    gridImportedSmall:
      'Grade importada. Poucos participantes compartilham a mesma inicial, então algumas letras ocupam mais casas do que há pessoas com essa inicial.',
    ticketCodeOff: 'Este evento não permite entrar com código do ingresso',
    csvFile: 'Escolha um arquivo CSV',
    listName: 'Dê um nome à lista',
    listNameTooLong: 'O nome é muito longo',
    listsLoaded: 'Listas de participantes',
    eventsLoaded: 'Eventos carregados',
    ticketCodeSetting: 'Login com código do ingresso',
    pretixUrl: 'Digite o endereço da sua instância do pretix, como https://pretix.eu',
    pretixOrganizer: 'Digite o nome curto do organizador (letras, números, pontos, hífens)',
    pretixTokenEmpty: 'Digite o token de API',
    pretixTokenTooLong: 'O token de API é muito longo',
    pretixAccountGone:
      'A conta pretix com a qual este evento foi conectado não está mais configurada: conecte o evento novamente',
    pretixTokenUnreadable:
      'Não é mais possível ler o token de API do pretix salvo: salve o token de API novamente (remova a conta do pretix e conecte-a de novo com um token válido).',
    notConnected: 'O evento não está conectado a uma plataforma de ingressos',
    /** An uploaded attendee list that cannot be used; rows are numbered as a spreadsheet shows them. */
    csvTooLarge: 'O arquivo é maior que 5 MB',
    csvQuoteNotClosed: (row: number) => `Linha ${row}: um campo entre aspas não foi fechado`,
    csvNotCsv: (reason: string) => `O arquivo não é um CSV: ${reason}`,
    csvTooManyRows: (max: number) => `O arquivo tem mais de ${max} linhas de participantes`,
    csvEmpty: 'O arquivo está vazio',
    csvNoNameColumn:
      'Linha 1: nenhuma coluna de nome (esperado "name", "attendee name", "full name" ou "first name")',
    csvNoCodeColumn:
      'Linha 1: nenhuma coluna de código do ingresso (esperado "ticket code", "code", "ticket", "order code", "barcode" ou "secret")',
    csvNameEmpty: (row: number) => `Linha ${row}: o nome está vazio`,
    csvCodeEmpty: (row: number) => `Linha ${row}: o código do ingresso está vazio`,
    csvCodeTooLong: (row: number) => `Linha ${row}: o código do ingresso tem mais de 200 caracteres`,
    /** `spelling` is the earlier row's code when it differs from this one in letter case only. */
    csvCodeRepeated: (row: number, code: string, earlierRow: number, spelling?: string) =>
      `Linha ${row}: o código do ingresso "${code}" já é usado na linha ${earlierRow}${
        spelling === undefined ? '' : ` (como "${spelling}"; maiúsculas e minúsculas não contam)`
      }`,
    csvCheckedIn: (row: number, value: string) =>
      `Linha ${row}: o valor de check-in "${value}" não é yes nem no`,
    csvNoAttendees: 'O arquivo não lista nenhum participante',
  },
} satisfies Translation<typeof englishTicketing>;
