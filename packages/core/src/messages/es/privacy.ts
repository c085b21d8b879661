/** The attendee's data in Spanish: privacy, leaving an event and deleting an account, the people met. */

import { SELFIE_RETENTION_MAX_DAYS, SELFIE_RETENTION_MIN_DAYS } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { privacyMessages as englishPrivacy } from '../en/privacy.js';
import { countOf, waitText } from './words.js';

export const privacyMessages = {
  /**
   * The attendee's data (docs/data.md): the event's privacy settings, the people a player met and the
   * contact details they share, leaving an event, deleting an account, selfie consent and retention.
   */
  privacy: {
    retentionDays: `Los selfies se conservan entre ${SELFIE_RETENTION_MIN_DAYS} y ${SELFIE_RETENTION_MAX_DAYS} días`,
  },
  /**
   * Deleting one's data (docs/data.md): a player leaves an event ("delete my data"), a person deletes
   * their account (/account). Both are confirmed and immediate.
   */
  dataDeletion: {
    leaveAction: 'Salir de este evento y eliminar mis datos',
    leaveTitle: '¿Salir de este evento y eliminar tus datos?',
    leaveLead: 'Esto ocurre al instante y no se puede deshacer. De este evento eliminamos:',
    leaveDeletes: [
      'tu tarjeta: todas las conexiones que hiciste, con su foto, nombre y descripción',
      'tu puesto en la clasificación y en la pantalla grande',
      'las casillas que otros jugadores rellenaron con tu código de amigo (sus tarjetas se vuelven a puntuar)',
      'los votos que emitiste y los que recibiste',
      'tus datos de contacto de este evento',
    ],
    leaveKeeps:
      'Una casilla en la que alguien solo escribió tu nombre, sin tu código de amigo, no se puede vincular contigo y se queda en su tarjeta.',
    leaveConfirm: 'Salir y eliminar mis datos',
    leaving: 'Eliminando…',
    cancel: 'Cancelar',
    left: 'Saliste del evento. Tus datos de este evento se han eliminado.',
    leaveFailed: 'No se pudieron eliminar tus datos. Vuelve a intentarlo.',
    /** The account page (/account). */
    accountTitle: 'Mi cuenta',
    accountLink: 'Mi cuenta',
    signedInAs: 'Sesión iniciada como',
    deleteAccountTitle: 'Eliminar mi cuenta',
    deleteAccountLead: 'Elimina tu cuenta y todo lo vinculado a ella, al instante. No se puede deshacer.',
    deleteAccountAction: 'Eliminar mi cuenta',
    deleteAccountDialogTitle: '¿Eliminar tu cuenta?',
    ownedEventsTitle:
      'Eventos de los que eres propietario: se eliminan con todos sus jugadores, conexiones y fotos',
    ownedEvent: (name: string, players: number) =>
      `${name} (${countOf(players, { one: '# jugador', other: '# jugadores' })})`,
    demoEvent: 'demo',
    playedEventsTitle: 'Eventos en los que juegas: sales de ellos y se eliminan tus datos',
    adminEventsTitle: 'Eventos que ayudas a organizar: dejas de ser uno de sus organizadores',
    nothingElse: 'No eres propietario de ningún evento ni juegas en ninguno.',
    accountAlsoDeletes:
      'También se eliminan: tus sesiones, tus códigos de un solo uso, tus conexiones con plataformas de venta de entradas y las listas de asistentes que subiste.',
    typeEmailLabel: (email: string) => `Escribe tu correo (${email}) para confirmar`,
    deleteAccountConfirm: 'Eliminar mi cuenta para siempre',
    deletingAccount: 'Eliminando…',
    accountDeleted: 'Tu cuenta se ha eliminado.',
    deleteAccountFailed: 'No se pudo eliminar tu cuenta. Vuelve a intentarlo.',
    summaryFailed: 'No se pudo cargar el contenido de tu cuenta. Vuelve a intentarlo.',
    /** The API's answers. */
    leftApi: 'Saliste del evento: se eliminaron tu tarjeta, tus conexiones, los vínculos contigo y tus votos',
    accountSummary: 'Lo que se elimina al eliminar tu cuenta',
    accountDeletedApi: 'Tu cuenta y sus datos se han eliminado',
  },
  /**
   * "People I met" (/{eventName}/people): a player's own connections, the contact details they share with
   * the players who linked them by friend code, and the vCard and CSV downloads (docs/product.md).
   */
  people: {
    title: 'Personas que conocí',
    lead: 'Todas las personas con las que conectaste en este evento. Descárgalas en los contactos de tu teléfono o en una hoja de cálculo.',
    back: 'Volver a mi tarjeta',
    openLink: 'Personas que conocí',
    empty: 'Todavía nadie. Rellena una casilla de tu tarjeta cuando conozcas a alguien y aparecerá aquí.',
    loading: 'Cargando las personas que conociste…',
    listFailed: 'No se pudieron cargar las personas que conociste',
    contactFailed: 'No se pudieron cargar tus datos de contacto',
    listLabel: 'Las personas que conociste',
    linkedAs: (name: string) => `Vinculado por código de amigo: ${name}`,
    letter: (letter: string) => `Letra ${letter}`,
    metAtTime: (time: string) => `Encuentro: ${time}`,
    noPhoto: 'Sin foto',
    sharedContact: 'Datos de contacto que compartió',
    linkedinLink: (name: string) => `${name} en LinkedIn`,
    emailLink: (name: string) => `Escribir a ${name}`,
    downloadVcard: 'Descargar contactos (vCard)',
    downloadCsv: 'Descargar hoja de cálculo (CSV)',
    downloadFailed: 'La descarga falló. Vuelve a intentarlo.',
    tooManyDownloads: (seconds: number) =>
      `Demasiadas descargas. Vuelve a intentarlo en ${waitText(seconds)}.`,
    /** Under the download buttons while a refusal's wait runs. */
    downloadAgainIn: (seconds: number) => `Podrás volver a descargar en ${waitText(seconds)}.`,
    /** The vCard's NOTE, after the description: where and when the two met. */
    metAt: (event: string, date: string) => `Nos conocimos en ${event} el ${date}`,
    /** The columns of the CSV download, in order. */
    csvHeader: [
      'Nombre',
      'Jugador vinculado',
      'Descripción',
      'Letra',
      'Fecha del encuentro (UTC)',
      'LinkedIn',
      'Correo electrónico',
      'Empresa/cargo',
    ],
    contactTitle: 'Mis datos de contacto',
    contactLead:
      'Opcional. Solo se comparten con los jugadores que conectaron contigo mediante tu código de amigo, y solo mientras la opción de compartir esté activada.',
    linkedinLabel: 'URL del perfil de LinkedIn',
    linkedinPlaceholder: 'https://linkedin.com/in/tu-nombre',
    emailLabel: 'Correo electrónico',
    roleLabel: 'Empresa / cargo',
    roleHint: 'Por ejemplo: Ingeniera en Acme',
    shareLabel: 'Compartirlos con las personas que conectaron conmigo',
    save: 'Guardar',
    saved: 'Tus datos de contacto se han guardado',
    saveFailed: 'No se pudieron guardar tus datos de contacto. Vuelve a intentarlo.',
    linkedinInvalid:
      'Escribe tu perfil de LinkedIn como un enlace https de linkedin.com, por ejemplo https://www.linkedin.com/in/tu-nombre',
    linkedinTooLong: (max: number) => `La dirección de LinkedIn debe tener como máximo ${max} caracteres`,
    emailInvalid: 'Escribe un correo electrónico válido, por ejemplo nombre@ejemplo.com',
    emailTooLong: (max: number) => `El correo electrónico debe tener como máximo ${max} caracteres`,
    roleTooLong: (max: number) => `Empresa / cargo debe tener como máximo ${max} caracteres`,
    shareInvalid: 'share debe ser true o false',
    /** The API's answers. */
    listed: 'Las personas que conociste',
    contact: 'Tus datos de contacto',
  },
} satisfies Translation<typeof englishPrivacy>;
