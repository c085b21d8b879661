/** The attendee's data: privacy, leaving an event and deleting an account, the people met. */

import { SELFIE_RETENTION_MAX_DAYS, SELFIE_RETENTION_MIN_DAYS } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { privacyMessages as englishPrivacy } from '../en/privacy.js';
import { countOf, waitText } from './words.js';

export const privacyMessages = {
  /**
   * The attendee's data: the event's privacy settings, the people a player met and the contact details they
   * share, leaving an event, deleting an account, selfie consent and retention.
   */
  privacy: {
    retentionDays: `As selfies ficam guardadas entre ${SELFIE_RETENTION_MIN_DAYS} e ${SELFIE_RETENTION_MAX_DAYS} dias`,
  },
  /**
   * Deleting one's data: a player leaves an event ("delete my data"), a person deletes their account
   * (/account). Both are confirmed and immediate.
   */
  dataDeletion: {
    leaveAction: 'Sair deste evento e excluir meus dados',
    leaveTitle: 'Sair deste evento e excluir seus dados?',
    leaveLead: 'Isso acontece na hora e não pode ser desfeito. Deste evento, excluímos:',
    leaveDeletes: [
      'sua cartela: todas as conexões que você fez, com foto, nome e descrição',
      'sua posição no ranking e no telão',
      'as casas que outros jogadores preencheram com seu código de amigo (as cartelas deles são recalculadas)',
      'os votos que você deu e os votos dados a você',
      'seus dados de contato deste evento',
    ],
    leaveKeeps:
      'Uma casa em que alguém só digitou seu nome, sem seu código de amigo, não pode ser ligada a você e continua na cartela da pessoa.',
    leaveConfirm: 'Sair e excluir meus dados',
    leaving: 'Excluindo…',
    cancel: 'Cancelar',
    left: 'Você saiu do evento. Seus dados dele foram excluídos.',
    leaveFailed: 'Não foi possível excluir seus dados. Tente novamente.',
    /** The account page (/account). */
    accountTitle: 'Minha conta',
    accountLink: 'Minha conta',
    signedInAs: 'Conectado como',
    deleteAccountTitle: 'Excluir minha conta',
    deleteAccountLead:
      'Exclui sua conta e tudo o que está ligado a ela, na hora. Isso não pode ser desfeito.',
    deleteAccountAction: 'Excluir minha conta',
    deleteAccountDialogTitle: 'Excluir sua conta?',
    ownedEventsTitle: 'Eventos que são seus: excluídos com todos os jogadores, conexões e fotos',
    ownedEvent: (name: string, players: number) =>
      `${name} (${countOf(players, { one: '# jogador', other: '# jogadores' })})`,
    demoEvent: 'demo',
    playedEventsTitle: 'Eventos em que você joga: você sai deles e seus dados neles são excluídos',
    adminEventsTitle: 'Eventos que você ajuda a organizar: você deixa de ser um dos organizadores',
    nothingElse: 'Você não é dono de nenhum evento e não joga em nenhum.',
    accountAlsoDeletes:
      'Também serão excluídos: suas sessões de login, códigos de verificação, conexões com plataformas de ingressos e listas de participantes enviadas.',
    typeEmailLabel: (email: string) => `Digite seu e-mail (${email}) para confirmar`,
    deleteAccountConfirm: 'Excluir minha conta para sempre',
    deletingAccount: 'Excluindo…',
    accountDeleted: 'Sua conta foi excluída.',
    deleteAccountFailed: 'Não foi possível excluir sua conta. Tente novamente.',
    summaryFailed: 'Não foi possível carregar o que sua conta contém. Tente novamente.',
    /** The API's answers. */
    leftApi:
      'Você saiu do evento: sua cartela, suas conexões, os vínculos com você e seus votos foram excluídos',
    accountSummary: 'O que é excluído junto com sua conta',
    accountDeletedApi: 'Sua conta e os dados dela foram excluídos',
  },
  /**
   * "People I met" (/{eventName}/people): a player's own connections, the contact details they share with
   * the players who linked them by friend code, and the vCard and CSV downloads.
   */
  people: {
    title: 'Pessoas que conheci',
    lead: 'Todo mundo com quem você se conectou neste evento. Baixe para os contatos do celular ou para uma planilha.',
    back: 'Voltar à minha cartela',
    openLink: 'Pessoas que conheci',
    empty: 'Ninguém ainda. Preencha uma casa da sua cartela quando conhecer alguém, e a pessoa aparece aqui.',
    loading: 'Carregando as pessoas que você conheceu…',
    listFailed: 'Não foi possível carregar as pessoas que você conheceu',
    contactFailed: 'Não foi possível carregar seus dados de contato',
    listLabel: 'As pessoas que você conheceu',
    linkedAs: (name: string) => `Vinculado por código de amigo: ${name}`,
    letter: (letter: string) => `Letra ${letter}`,
    metAtTime: (time: string) => `Encontro em ${time}`,
    noPhoto: 'Sem foto',
    sharedContact: 'Dados de contato compartilhados',
    linkedinLink: (name: string) => `${name} no LinkedIn`,
    emailLink: (name: string) => `Enviar e-mail para ${name}`,
    downloadVcard: 'Baixar contatos (vCard)',
    downloadCsv: 'Baixar planilha (CSV)',
    downloadFailed: 'O download falhou. Tente novamente.',
    tooManyDownloads: (seconds: number) => `Downloads demais. Tente novamente em ${waitText(seconds)}.`,
    /** Under the download buttons while a refusal's wait runs. */
    downloadAgainIn: (seconds: number) => `Você pode baixar de novo em ${waitText(seconds)}.`,
    /** The vCard's NOTE, after the description: where and when the two met. */
    metAt: (event: string, date: string) => `Encontro no evento ${event}, em ${date}`,
    /** The columns of the CSV download, in order. */
    csvHeader: [
      'Nome',
      'Jogador vinculado',
      'Descrição',
      'Letra',
      'Data do encontro (UTC)',
      'LinkedIn',
      'E-mail',
      'Empresa/cargo',
    ],
    contactTitle: 'Meus dados de contato',
    contactLead:
      'Opcional. Compartilhados apenas com os jogadores que se conectaram com você pelo seu código de amigo, e só enquanto o compartilhamento estiver ativado.',
    linkedinLabel: 'URL do perfil no LinkedIn',
    linkedinPlaceholder: 'https://linkedin.com/in/voce',
    emailLabel: 'E-mail',
    roleLabel: 'Empresa / cargo',
    roleHint: 'Por exemplo: Engenheira na Acme',
    shareLabel: 'Compartilhar com as pessoas que se conectaram comigo',
    save: 'Salvar',
    saved: 'Seus dados de contato foram salvos',
    saveFailed: 'Não foi possível salvar seus dados de contato. Tente novamente.',
    linkedinInvalid:
      'Informe seu perfil do LinkedIn como um link https em linkedin.com, como https://www.linkedin.com/in/seu-nome',
    linkedinTooLong: (max: number) => `O endereço do LinkedIn deve ter no máximo ${max} caracteres`,
    emailInvalid: 'Informe um endereço de e-mail válido, como nome@exemplo.com',
    emailTooLong: (max: number) => `O endereço de e-mail deve ter no máximo ${max} caracteres`,
    roleTooLong: (max: number) => `Empresa / cargo deve ter no máximo ${max} caracteres`,
    shareInvalid: 'share deve ser true ou false',
    /** The API's answers. */
    listed: 'As pessoas que você conheceu',
    contact: 'Seus dados de contato',
  },
} satisfies Translation<typeof englishPrivacy>;
