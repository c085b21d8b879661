/** Said across the app in Spanish: the network, form checks, storage, the navigation bar, pages not found. */

import type { Translation } from '../../i18n/translation.js';
import type { commonMessages as englishCommon } from '../en/common.js';

export const commonMessages = {
  network: {
    noResponse: 'Error de red. Revisa tu conexión a internet.',
    sessionExpired: 'Tu sesión ha expirado. Vuelve a iniciar sesión.',
    somethingWrong: 'Algo salió mal',
    /** The network-error state's button and its hint while the browser reports no connection. */
    retry: 'Reintentar',
    offline: 'No tienes conexión. Esta página se actualizará sola cuando vuelva la conexión.',
    /** Wi-Fi up, internet down: the browser says online, but no call or socket gets an answer. */
    unreachable:
      'Tienes conexión, pero no se puede acceder al servidor: puede que no haya internet. Esta página se actualizará sola cuando vuelva.',
  },
  validation: {
    emailEmpty: 'El correo electrónico no puede estar vacío',
    emailInvalid: 'Correo electrónico no válido',
    passwordEmpty: 'La contraseña no puede estar vacía',
    otpEmpty: 'El código no puede estar vacío',
    otpNumeric: 'El código solo puede contener dígitos',
    nameEmpty: 'El nombre no puede estar vacío',
    ticketCodeEmpty: 'El código de entrada no puede estar vacío',
    eventNameChars: 'Solo se permiten caracteres alfanuméricos',
    eventNameHint: 'Solo letras, dígitos, -, & y _. El nombre debe ser único.',
    connectionName: 'El nombre es obligatorio y debe tener más de una letra',
    connectionImage: 'La imagen es obligatoria',
    connectionDescription: 'La descripción debe tener al menos 10 caracteres',
    fileNotBlob: 'El archivo indicado no es una instancia de Blob o File',
    fileNotImage: 'El archivo indicado no es una imagen',
    templatesBoth: 'Sube las dos plantillas; si no, se usarán las plantillas predeterminadas',
    /** The limits below are core's constants (constants.ts), given by the schema that checks them. */
    otpLength: (digits: number) => `El código debe tener ${digits} dígitos`,
    passwordTooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres`,
    passwordTooLong: (max: number) => `La contraseña debe tener como máximo ${max} caracteres`,
    nameTooLong: (max: number) => `El nombre debe tener como máximo ${max} caracteres`,
    descriptionTooLong: (max: number) => `La descripción debe tener como máximo ${max} caracteres`,
    profilePictureUrl: 'URL de foto de perfil no válida',
    nothingToUpdate: 'No hay nada que actualizar',
    eventNameEmpty: 'El nombre del evento no puede estar vacío',
    eventNameTooLong: (max: number) => `El nombre del evento debe tener como máximo ${max} caracteres`,
    eventNameReserved: 'La propia aplicación usa este nombre. Elige otro',
    codeDigitsNumber: (min: number, max: number) =>
      `Los dígitos del código deben ser un número entre ${min} y ${max}`,
    codeDigitsWhole: (min: number, max: number) =>
      `Los dígitos del código deben ser un número entero entre ${min} y ${max}`,
    codeDigitsRange: (min: number, max: number) => `Los dígitos del código deben estar entre ${min} y ${max}`,
    cellLetter: 'Cada casilla lleva una letra de la A a la Z',
    linkedinContentTooLong: (max: number) => `El contenido debe tener como máximo ${max} caracteres`,
    searchTooLong: (max: number) => `Busca con ${max} caracteres como máximo`,
    nameMustStartWith: (letter: string) => `El nombre debe empezar por la letra ${letter}`,
    friendCodeDigits: (digits: number) => `El código de amigo tiene ${digits} dígitos`,
    /** A field the request schema refused without a sentence of its own. */
    invalidValue: 'Valor no válido',
  },
  storage: {
    title: 'Almacenamiento local del navegador no disponible',
    text: 'Parece que el almacenamiento de tu navegador está desactivado o no es accesible. Actívalo para seguir usando esta aplicación.',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o se ha movido.',
    action: 'Volver al inicio',
  },
  navbar: {
    home: 'Inicio de Hoogo',
    greeting: (name: string) => `Hola, ${name}`,
    login: 'Iniciar sesión',
    logout: 'Cerrar sesión',
    dashboard: 'Panel',
    primaryNav: 'Principal',
  },
  app: {
    loading: 'Cargando…',
    close: 'Cerrar',
  },
  entry: {
    loading: 'Iniciando sesión…',
    failedText: 'El enlace de inicio de sesión no funcionó. Inicia sesión con tu correo electrónico.',
    signIn: 'Ir a iniciar sesión',
  },
} satisfies Translation<typeof englishCommon>;
