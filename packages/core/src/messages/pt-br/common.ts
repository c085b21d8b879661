/** Said across the app: the network, form checks, storage, the navigation bar, pages not found. */

import type { Translation } from '../../i18n/translation.js';
import type { commonMessages as englishCommon } from '../en/common.js';

export const commonMessages = {
  network: {
    noResponse: 'Erro de rede. Verifique sua conexão com a internet.',
    sessionExpired: 'Sua sessão expirou. Entre novamente.',
    somethingWrong: 'Algo deu errado',
    /** The network-error state's button and its hint while the browser reports no connection. */
    retry: 'Tentar de novo',
    offline: 'Você está offline. Esta página se atualiza sozinha quando a conexão voltar.',
    /** Wi-Fi up, internet down: the browser says online, but no call or socket gets an answer. */
    unreachable:
      'Sua rede está conectada, mas o servidor não responde: a internet pode estar fora do ar. Esta página se atualiza sozinha quando ela voltar.',
  },
  validation: {
    emailEmpty: 'O e-mail não pode ficar vazio',
    emailInvalid: 'E-mail inválido',
    passwordEmpty: 'A senha não pode ficar vazia',
    otpEmpty: 'O código não pode ficar vazio',
    otpNumeric: 'O código deve conter apenas números',
    nameEmpty: 'O nome não pode ficar vazio',
    ticketCodeEmpty: 'O código do ingresso não pode ficar vazio',
    eventNameChars: 'Use apenas letras e números',
    eventNameHint: 'Apenas letras, números, -, & e _. O nome precisa ser único.',
    connectionName: 'O nome é obrigatório e deve ter mais de uma letra',
    connectionImage: 'A imagem é obrigatória',
    connectionDescription: 'A descrição deve ter pelo menos 10 caracteres',
    fileNotBlob: 'O arquivo enviado não é uma instância de Blob ou File',
    fileNotImage: 'O arquivo enviado não é uma imagem',
    templatesBoth: 'Envie os dois modelos; caso contrário, os modelos padrão serão usados',
    /** The limits below are core's constants (constants.ts), given by the schema that checks them. */
    otpLength: (digits: number) => `O código deve ter ${digits} dígitos`,
    passwordTooShort: (min: number) => `A senha deve ter pelo menos ${min} caracteres`,
    passwordTooLong: (max: number) => `A senha deve ter no máximo ${max} caracteres`,
    nameTooLong: (max: number) => `O nome deve ter no máximo ${max} caracteres`,
    descriptionTooLong: (max: number) => `A descrição deve ter no máximo ${max} caracteres`,
    profilePictureUrl: 'URL da foto de perfil inválida',
    nothingToUpdate: 'Nada para atualizar',
    eventNameEmpty: 'O nome do evento não pode ficar vazio',
    eventNameTooLong: (max: number) => `O nome do evento deve ter no máximo ${max} caracteres`,
    eventNameReserved: 'Este nome é usado pelo próprio app. Escolha outro',
    codeDigitsNumber: (min: number, max: number) =>
      `A quantidade de dígitos do código deve ser um número entre ${min} e ${max}`,
    codeDigitsWhole: (min: number, max: number) =>
      `A quantidade de dígitos do código deve ser um número inteiro entre ${min} e ${max}`,
    codeDigitsRange: (min: number, max: number) =>
      `A quantidade de dígitos do código deve estar entre ${min} e ${max}`,
    cellLetter: 'Cada casa tem uma letra de A a Z',
    linkedinContentTooLong: (max: number) => `O texto deve ter no máximo ${max} caracteres`,
    searchTooLong: (max: number) => `A busca pode ter no máximo ${max} caracteres`,
    nameMustStartWith: (letter: string) => `O nome deve começar com a letra ${letter}`,
    friendCodeDigits: (digits: number) => `O código de amigo tem ${digits} dígitos`,
    /** A field the request schema refused without a sentence of its own. */
    invalidValue: 'Valor inválido',
  },
  storage: {
    title: 'Armazenamento local do navegador indisponível',
    text: 'Parece que o armazenamento do seu navegador está desativado ou inacessível. Ative o armazenamento para continuar usando o app.',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'A página que você procura não existe ou foi movida.',
    action: 'Voltar ao início',
  },
  navbar: {
    home: 'Início do Hoogo',
    greeting: (name: string) => `Olá, ${name}`,
    login: 'Entrar',
    logout: 'Sair',
    dashboard: 'Painel',
    primaryNav: 'Principal',
  },
  app: {
    loading: 'Carregando…',
    close: 'Fechar',
  },
  entry: {
    loading: 'Entrando...',
    failedText: 'O link de acesso não funcionou. Entre com seu e-mail.',
    signIn: 'Ir para o login',
  },
} satisfies Translation<typeof englishCommon>;
