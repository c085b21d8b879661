/** Ticketing in Spanish: pretix accounts, CSV attendee lists, the grid from names, ticket codes, and the ticketing API. */

import type { Translation } from '../../i18n/translation.js';
import type { ticketingMessages as englishTicketing } from '../en/ticketing.js';
import { countOf } from './words.js';

export const ticketingMessages = {
  ticketing: {
    connected: (product: string) => `${product} conectado`,
    notConnected: (product: string) => `${product} no conectado`,
    loadingEvents: 'Cargando eventos…',
    fetchFailed: 'No se pudieron cargar los eventos',
    fetchFailedText: (product: string) => `Algo salió mal al intentar obtener tus eventos de ${product}.`,
    /**
     * The connect dialog with nothing to connect yet: a calm hint under the two ways to add attendees
     * (docs/decisions/0027-venue-connect-dialog.md).
     */
    noEventsHint:
      'Todavía no hay nada que conectar: en cuanto subas una lista o conectes pretix, sus eventos aparecerán aquí.',
    pretixNoEvents: 'Tu cuenta de pretix todavía no tiene eventos.',
    pretixCreateEvent: 'Crea un evento en pretix',
    importConfirm: (product: string) =>
      `¿Seguro que quieres importar la cuadrícula desde ${product}? Esta acción sobrescribirá la cuadrícula actual.`,
    connectToGenerate: (product: string) =>
      `Conecta con ${product} para generar la cuadrícula con los datos de check-in de los participantes`,
    eventIdUpdated: (product: string) => `¡ID del evento de ${product} actualizado!`,
    /** The {product} while the event is connected to nothing and the organiser has set nothing up. */
    genericProduct: 'Plataforma de venta de entradas',
    selectEvent: 'Seleccionar evento',
    selectEventPlaceholder: 'Escribe para buscar tus eventos',
    noMatchingEvents: 'Sin resultados',
    showEvents: 'Mostrar eventos',
    chooseEvent: 'Selecciona un evento para conectar',
    connectNote:
      'Al conectar, Hoogo puede cargar la cuadrícula a partir de los participantes con check-in (Generar cuadrícula en Editar cuadrícula) y validar a los jugadores por su código de entrada.',
    /** Connects the event to the chosen ticketing event (stores its id). */
    useEvent: 'Usar este evento',
    disconnect: 'Desconectar',
    retry: 'Reintentar',
    connectedTo: (eventName: string) => `Conectado a ${eventName}`,
    connectedElsewhere:
      'Este evento está conectado a un evento de venta de entradas que no está en tu lista: lo conectó otro organizador o se eliminó su cuenta.',
    /** One provider failed while the others' events were listed (the server's reason follows). */
    providerUnavailable: (provider: string) => `No se pudieron cargar tus eventos de ${provider}`,
    connectedUnavailable: (provider: string) =>
      `Este evento está conectado a un evento de ${provider}; su nombre volverá a aparecer cuando ${provider} responda.`,
    accountsTitle: 'Añade a tus asistentes',
    accountsLead:
      'Sube la lista de asistentes de cualquier plataforma de venta de entradas como archivo CSV, o conecta tu cuenta de pretix.',
    pretixTitle: 'Conectar una cuenta de pretix',
    pretixLead:
      'Usa un token de API de tu cuenta de organizador de pretix (Organizador, Equipos, Tokens de API) que pueda ver los pedidos.',
    pretixUrlLabel: 'Dirección de pretix',
    pretixUrlPlaceholder: 'https://pretix.eu',
    pretixUrlInvalid: 'Escribe la dirección de tu instancia de pretix, por ejemplo https://pretix.eu',
    pretixOrganizerLabel: 'Nombre corto del organizador',
    pretixOrganizerHint: 'Como en la dirección de tu página de organizador: /control/organizer/nombre-corto/',
    pretixOrganizerEmpty: 'Escribe el nombre corto del organizador',
    pretixTokenLabel: 'Token de API',
    pretixTokenHint: 'Se guarda cifrado en el servidor y no se vuelve a mostrar.',
    pretixTokenEmpty: 'Escribe el token de API',
    pretixSave: 'Conectar pretix',
    pretixSaveFailed: 'No se pudo conectar la cuenta de pretix',
    pretixConnectedTo: (organizer: string, address: string) => `Conectado a ${organizer} en ${address}`,
    /**
     * Every failure to connect a pretix account, whatever the cause (address refused, unreachable,
     * token refused, unexpected answer): the answer never tells what is behind the address.
     */
    pretixConnectFailed:
      'pretix no respondió con tus eventos. Revisa la dirección de pretix (https://…), el nombre corto del organizador y el token de API.',
    /** Every failure of a saved pretix account (listing events, importing the grid). */
    pretixUnavailable:
      'pretix no respondió con tus eventos. Vuelve a intentarlo en un momento; si sigue fallando, quita la cuenta de pretix y vuelve a conectarla con un token de API válido.',
    /** A pretix listing (events, or an event's attendees) larger than the server reads at once. */
    pretixTooLarge:
      'pretix respondió con más de lo que este servidor lee de una vez (demasiadas filas o demasiados datos). Pide al operador del servidor que aumente sus límites de listado de pretix.',
    /** A player's ticket code could not be checked because the ticketing platform did not answer. */
    ticketCheckUnavailable:
      'No se pudo comprobar tu entrada en este momento. Vuelve a intentarlo en un momento.',
    pretixUrlHttps: 'Usa la dirección https:// de tu instancia de pretix',
    pretixRemove: 'Quitar la cuenta de pretix',
    pretixRemoveFailed: 'No se pudo quitar la cuenta de pretix',
    csvTitle: 'Subir una lista de asistentes en CSV',
    csvLead:
      'Exporta los asistentes como CSV con una columna de nombre y otra de código de entrada, y una columna de check-in si la tienes (sin ella, todos cuentan como con check-in hecho).',
    csvNameLabel: 'Nombre de la lista',
    csvNamePlaceholder: 'p. ej., Asistentes DevMeetup',
    csvNameEmpty: 'Ponle un nombre a la lista',
    csvFileLabel: 'Archivo CSV',
    csvChooseFile: 'Elegir un archivo CSV',
    csvNotCsv: 'El archivo debe ser un archivo .csv',
    csvUpload: 'Subir lista',
    csvUploadFailed: 'No se pudo subir la lista de asistentes',
    csvNoLists: 'Todavía no has subido ninguna lista de asistentes.',
    csvSummary: (attendees: number, checkedIn: number) =>
      `${countOf(attendees, { one: '# asistente', other: '# asistentes' })}, ${checkedIn} con check-in`,
    csvRemove: (name: string) => `Eliminar la lista ${name}`,
    csvRemoveFailed: 'No se pudo eliminar la lista de asistentes',
    listsCount: (count: number) => countOf(count, { one: '# lista', other: '# listas' }),
    notSetUp: 'Sin configurar',
    setUp: 'Configurado',
    importFailed: 'No se pudo importar la cuadrícula',
    pageBack: 'Volver a la gestión del evento',
  },
  /** The ticketing API's answers and refusals (pretix accounts, attendee lists, grid import, ticket codes). */
  ticketingApi: {
    pretixSaved: 'pretix conectado',
    pretixRemoved: 'pretix desconectado',
    listUploaded: 'Lista de asistentes subida',
    listRemoved: 'Lista de asistentes eliminada',
    listNotFound: 'Lista de asistentes no encontrada',
    gridImported: 'Cuadrícula importada',
    gridImportedSmall:
      'Cuadrícula importada. Pocos participantes comparten inicial, así que algunas letras ocupan más casillas que personas hay con esa inicial.',
    ticketCodeOff: 'Este evento no permite iniciar sesión con un código de entrada',
    csvFile: 'Elige un archivo CSV',
    listName: 'Ponle un nombre a la lista',
    listNameTooLong: 'El nombre es demasiado largo',
    listsLoaded: 'Listas de asistentes',
    eventsLoaded: 'Eventos cargados',
    ticketCodeSetting: 'Inicio de sesión con código de entrada',
    pretixUrl: 'Escribe la dirección de tu instancia de pretix, por ejemplo https://pretix.eu',
    pretixOrganizer: 'Escribe el nombre corto del organizador (letras, dígitos, puntos y guiones)',
    pretixTokenEmpty: 'Escribe el token de API',
    pretixTokenTooLong: 'El token de API es demasiado largo',
    pretixAccountGone:
      'La cuenta de pretix con la que se conectó este evento ya no está configurada: vuelve a conectar el evento',
    pretixTokenUnreadable:
      'El token de API de pretix guardado ya no se puede leer: vuelve a guardar el token de API (quita la cuenta de pretix y vuelve a conectarla con un token válido).',
    notConnected: 'El evento no está conectado a ninguna plataforma de venta de entradas',
    /** An uploaded attendee list that cannot be used; rows are numbered as a spreadsheet shows them. */
    csvTooLarge: 'El archivo ocupa más de 5 MB',
    csvQuoteNotClosed: (row: number) => `Fila ${row}: un campo entre comillas no está cerrado`,
    csvNotCsv: (reason: string) => `El archivo no es un archivo CSV: ${reason}`,
    csvTooManyRows: (max: number) => `El archivo tiene más de ${max} filas de asistentes`,
    csvEmpty: 'El archivo está vacío',
    csvNoNameColumn:
      'Fila 1: no hay columna de nombre (se esperaba "name", "attendee name", "full name" o "first name")',
    csvNoCodeColumn:
      'Fila 1: no hay columna de código de entrada (se esperaba "ticket code", "code", "ticket", "order code", "barcode" o "secret")',
    csvNameEmpty: (row: number) => `Fila ${row}: el nombre está vacío`,
    csvCodeEmpty: (row: number) => `Fila ${row}: el código de entrada está vacío`,
    csvCodeTooLong: (row: number) => `Fila ${row}: el código de entrada tiene más de 200 caracteres`,
    /** `spelling` is the earlier row's code when it differs from this one in letter case only. */
    csvCodeRepeated: (row: number, code: string, earlierRow: number, spelling?: string) =>
      `Fila ${row}: el código de entrada "${code}" ya se usa en la fila ${earlierRow}${
        spelling === undefined ? '' : ` (como "${spelling}"; no se distinguen mayúsculas y minúsculas)`
      }`,
    csvCheckedIn: (row: number, value: string) =>
      `Fila ${row}: el valor de check-in "${value}" no es "yes" ni "no"`,
    csvNoAttendees: 'El archivo no incluye ningún asistente',
  },
} satisfies Translation<typeof englishTicketing>;
