/** The organisers' events in Spanish: the dashboard, the management screen, hosts, QR and poster, templates, demo events, and the events API. */

import { GRID_SIZE } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { eventMessages as englishEvents } from '../en/events.js';
import { countOf } from './words.js';

export const eventMessages = {
  events: {
    loading: '¡Un momento! Cargando los detalles del evento…',
    infoFailed: 'Nombre de evento no válido',
    created: 'Evento creado',
    createFailed: 'No se pudo crear el evento',
    deleted: 'Evento eliminado',
    deleteFailed: 'No se pudo eliminar el evento',
    updated: '¡Evento actualizado!',
    noOrganized: 'No has organizado ningún evento',
    noParticipated: 'No has participado en ningún evento',
    linkCopied: 'Enlace copiado al portapapeles',
    templatesUploaded: '¡Plantillas subidas!',
    templatesRestored: 'Plantillas predeterminadas restauradas',
    contentUpdated: 'Contenido actualizado',
    deleteConfirm: '¿Seguro que quieres eliminar el evento? Esta acción no se puede deshacer.',
    gridUpdateConfirm: '¿Seguro que quieres actualizar la cuadrícula? Esta acción no se puede deshacer.',
    votingUpdated: 'Estado de la votación actualizado',
    votingUpdateFailed: 'No se pudo actualizar el estado de la votación del evento',
  },
  /**
   * What an event shows of its players, said to the attendee when they join (the rules dialog of the first
   * visit) and on the event's privacy notice (/{event}/privacy), from the event's own settings (docs/data.md).
   */
  eventPrivacy: {
    title: 'Tu privacidad en este evento',
    venue: {
      full: 'Tu nombre y los selfies que te tomen aparecen en la pantalla grande del evento, en su galería y en las tarjetas que abran otras personas.',
      first_name:
        'La pantalla grande del evento y las tarjetas que abran otras personas solo muestran tu nombre de pila, sin selfies.',
      initials:
        'La pantalla grande del evento y las tarjetas que abran otras personas solo muestran tus iniciales, sin selfies.',
    },
    consent: 'Un selfie contigo solo se muestra a otras personas si diste tu consentimiento cuando se tomó.',
    retention: (days: number | null) =>
      days === null
        ? 'Los selfies se conservan hasta que se elimina el evento.'
        : `Los selfies se eliminan ${countOf(days, { one: '# día', other: '# días' })} después de tomarse.`,
    hosts: 'Los organizadores del evento ven tu nombre, tu correo, tus conexiones y sus selfies.',
    leave: 'Puedes salir del evento y eliminar tus datos en cualquier momento, al final de tu cuadrícula.',
    noticeLink: 'Aviso de privacidad de este evento',
    pageTitle: (event: string) => `Privacidad en ${event}`,
    pageLead: 'Qué muestra este evento de ti, quién lo ve y cuánto tiempo se conserva.',
    back: 'Volver al evento',
  },
  /** A player page's event that does not exist (a mistyped link): said before any sign-in, with a way on. */
  eventNotFound: {
    title: 'Evento no encontrado',
    text: (name: string) =>
      `No hay ningún evento llamado “${name}”. Revisa el nombre en el cartel o el código QR del evento y escríbelo aquí.`,
    nameLabel: 'Nombre del evento',
    go: 'Ir al evento',
    nameEmpty: 'Escribe el nombre del evento',
  },
  /** The grid's state, shown to hosts on the management screen, the board and the dashboard card. */
  gridStatus: {
    incomplete: (filled: number) => `Cuadrícula ${filled}/25: todavía no se puede jugar`,
    complete: 'Cuadrícula 25/25: ya se puede jugar',
  },
  /** The organiser's live controls: preview without playing, voting switch, admin removal, rename. */
  organiserControls: {
    liveTitle: 'Durante el evento',
    previewAsPlayer: 'Ver como jugador',
    previewHint: 'Ve la página de jugador como la ven los jugadores, sin unirte: no cuentas como jugador.',
    previewTitle: 'Vista de jugador',
    previewText:
      'Esta es la página que ven los jugadores. Organizas este evento, así que mirarla no te convierte en jugador: no cuentas ni apareces en la clasificación.',
    previewCellHint: 'Las casillas solo se abren para los jugadores. Únete como jugador para rellenarlas.',
    joinAsPlayer: 'Unirme como jugador',
    joinAsPlayerHint: 'Al unirte pasas a ser un jugador más: cuentas y apareces en la clasificación.',
    backToManagement: 'Volver a la gestión del evento',
    votingTitle: 'Votación',
    votingOff: 'La votación está desactivada. Los jugadores están haciendo conexiones.',
    votingOffClosed: 'La votación está desactivada. Las conexiones están cerradas.',
    votingOn: 'La votación está activada. Los jugadores votan; no hay conexiones nuevas.',
    startVoting: 'Iniciar votación',
    stopVoting: 'Detener votación',
    startVotingTitle: '¿Iniciar la votación?',
    startVotingPoints: (votes: number) => [
      'Los jugadores ya no pueden añadir conexiones nuevas.',
      'Las personas con las que conectaron pueden votar por los jugadores que completaron su tarjeta.',
      `Cada jugador tiene ${votes} votos.`,
    ],
    /** The voting board's candidates: players who completed their card. */
    votingCandidates: (count: number) =>
      countOf(count, {
        one: 'Ahora se puede votar por # jugador.',
        other: 'Ahora se puede votar por # jugadores.',
      }),
    noVotingCandidates:
      'Todavía no se puede votar por ningún jugador: nadie ha completado su tarjeta. Solo se puede votar por quienes la completaron.',
    stopVotingTitle: '¿Detener la votación?',
    stopVotingPoints: [
      'Los jugadores ya no pueden votar. Los votos emitidos hasta ahora se conservan.',
      'Los jugadores pueden volver a añadir conexiones nuevas.',
    ],
    votingNeedsCodes: 'La votación necesita códigos de amigo: actívalos en Ajustes.',
    votingNeedsCodesWhy:
      'Un voto va a un jugador con el que conectaste, y los códigos de amigo son lo que vincula a dos jugadores.',
    openSettings: 'Abrir Ajustes',
    removeAdminTitle: '¿Quitar administrador?',
    removeAdminText: (email: string) => `${email} ya no podrá gestionar este evento.`,
    removeAdminConfirm: 'Quitar',
    renameWarning:
      'Cambiar el nombre cambia el enlace del evento y el de los códigos QR impresos. El nombre anterior sigue funcionando: lleva al nuevo.',
  },
  hosts: {
    loading: 'Cargando organizadores…',
    empty: 'No se encontraron organizadores.',
    fetchFailed: 'No se pudieron cargar los organizadores del evento',
    added: 'Administrador añadido',
    addFailed: 'No se pudo añadir el administrador',
    removed: 'Administrador quitado',
    removeFailed: 'No se pudo quitar el administrador',
    /** The invited person's answers on the dashboard (docs/decisions/0059-hosts-by-invitation.md). */
    invitationAccepted: (event: string) => `Ahora eres organizador de ${event}`,
    invitationDeclined: 'Invitación rechazada',
    invitationFailed: 'No se pudo responder a la invitación',
  },
  qr: {
    generating: '¡Un momento! Generando el código QR…',
    caption: 'Escanea, consigue tus tarjetas y comparte la diversión con tus contactos',
  },
  dashboard: {
    title: 'Tus eventos',
    /** True on a first visit as on the tenth: no "back". */
    welcome: (name: string) => `Hola, ${name}`,
    /** An account with no name yet: not greeted by its email's handle. */
    welcomeNoName: 'Hola',
    lead: 'Gestiona los eventos que organizas y vuelve a las partidas en las que juegas.',
    tabsLabel: 'Listas de eventos',
    organized: 'Organizados',
    participated: 'Participaciones',
    participants: (count: number) => countOf(count, { one: '# participante', other: '# participantes' }),
    createdOn: (date: string) => `Creado el ${date}`,
    manage: 'Gestionar',
    view: 'Ver',
    createCard: 'Crear evento',
    createCardText: 'Prepara una cuadrícula de bingo nueva para tu próximo evento.',
    createTitle: 'Crear evento',
    createDescription:
      'Ponle nombre a tu evento. Los jugadores lo abren en el enlace público creado a partir de este nombre.',
    eventNameLabel: 'Nombre del evento',
    eventNamePlaceholder: 'p. ej., DevMeetup-2025',
    createSubmit: 'Crear evento',
    cancel: 'Cancelar',
    loadFailed: 'No pudimos cargar tus eventos.',
    retry: 'Reintentar',
    loadingEvents: 'Cargando tus eventos',
    invitationsTitle: 'Invitaciones para coorganizar',
    invitationsLead:
      'Te invitaron a gestionar estos eventos como coorganizador. Solo serás administrador si aceptas.',
    invitedOn: (date: string) => `Invitación del ${date}`,
    accept: 'Aceptar',
    decline: 'Rechazar',
    acceptLabel: (event: string) => `Aceptar la invitación para coorganizar ${event}`,
    declineLabel: (event: string) => `Rechazar la invitación para coorganizar ${event}`,
  },
  eventAdmin: {
    backToDashboard: 'Volver al panel',
    notHost: 'No eres organizador de este evento',
    notHostText: 'Solo el propietario y los administradores de un evento pueden gestionarlo.',
    editSettings: 'Editar ajustes del evento',
    deleteEvent: 'Eliminar evento',
    created: 'Creado',
    participants: 'Participantes',
    publicLink: 'Enlace público',
    copy: 'Copiar',
    copyFailed: 'No se pudo copiar el enlace',
    /** The server's PUBLIC_URL is this machine's while the page was opened from elsewhere. */
    publicUrlLoopback: (publicUrl: string) =>
      `El enlace para unirse y los códigos QR apuntan a ${publicUrl}, una dirección de la propia máquina del servidor: los teléfonos no pueden abrirla. Configura PUBLIC_URL con la dirección que usan los asistentes.`,
    /** The page was opened on the server's machine while PUBLIC_URL is another address. */
    publicUrlElsewhere: (publicUrl: string) =>
      `Abriste esta página en la propia máquina del servidor; el enlace para unirse y los códigos QR usan ${publicUrl}. Comprueba que un teléfono pueda abrirla antes de imprimir.`,
    generateQr: 'Generar QR',
    gridTitle: 'Cuadrícula de bingo',
    gridEmptyCell: 'vacía',
    gridLabel: 'La cuadrícula de bingo del evento',
    editGrid: 'Editar cuadrícula',
    uploadTemplates: 'Subir plantillas',
    linkedinContent: 'Texto para LinkedIn',
    gotoGame: 'Ir al juego',
    /** Goto Game's description (its label is the specification's). */
    gotoGameDescription: 'Abre la pantalla grande: la clasificación en vivo para el proyector.',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    save: 'Guardar',
    updateFailed: 'No se pudo actualizar el evento',
    settingsTitle: 'Ajustes del evento',
    settingsDescription: 'Cambia el nombre del evento y elige cómo demuestran los jugadores una conexión.',
    codeDigitsToggle: 'Códigos de amigo',
    codeDigitsToggleHint: 'Los jugadores introducen el código de amigo de cada persona con la que conectan.',
    codeDigitsCount: 'Dígitos del código de amigo',
    playWithTicketCode: 'Jugar con código de entrada',
    playWithTicketCodeHint: (product: string) =>
      `Conecta el evento a ${product} para que los jugadores inicien sesión con su código de entrada.`,
    editGridTitle: 'Editar cuadrícula de bingo',
    gridDescription:
      'Edita la cuadrícula de bingo del evento. También puedes generar una cuadrícula aleatoria.',
    gridNote:
      'Las letras deberían salir de las iniciales de los nombres de las personas que hicieron el check-in, para que se puedan rellenar todas las casillas.',
    generateGrid: 'Generar cuadrícula',
    saveGrid: 'Guardar cuadrícula',
    cellLabel: (letter: string, row: number) => `Columna ${letter}, fila ${row}`,
    gridEmptyInvite: 'Todavía no hay letras. Define las 25 letras que buscarán los jugadores.',
    gridLettersSet: (count: number) => `${count}/25 letras definidas`,
    gridLettersOnly: (typed: string) =>
      `“${typed}” no es una letra: cada casilla lleva una letra de la A a la Z.`,
    gridPasteLettersOnly:
      'Solo se pueden pegar letras de la A a la Z (se omiten los espacios, las comas y los saltos de línea).',
    gridPasteLeftOver: (count: number) =>
      countOf(count, {
        one: '# letra pegada no cupo después de la última casilla.',
        other: '# letras pegadas no cupieron después de la última casilla.',
      }),
    gridTypingHint:
      'Escribe una letra para rellenar una casilla y pasar a la siguiente; muévete con las flechas o pega las 25 letras.',
    gridSaved: 'La cuadrícula está guardada.',
    discardGridTitle: '¿Descartar los cambios?',
    discardGridBody:
      'Las letras que escribiste aún no están guardadas. ¿Cerrar el editor de la cuadrícula sin guardarlas?',
    keepEditing: 'Seguir editando',
    discardChanges: 'Descartar cambios',
    done: 'Listo',
    updateConfirmTitle: 'Confirmar actualización',
    importConfirmTitle: 'Confirmar importación de la cuadrícula',
    qrTitle: 'Código QR',
    qrDescription: 'Los jugadores lo escanean para abrir el evento.',
    downloadQr: 'Descargar QR',
    downloadQrSvg: 'Descargar SVG',
    qrPrintHint: 'Para imprimir: el SVG se ve nítido a cualquier tamaño; el PNG mide 2048 px de ancho.',
    printPoster: 'Imprimir cartel',
    fullScreen: 'Pantalla completa',
    templatesTitle: 'Subir plantillas',
    templatesDescription: 'Los fondos de las tarjetas que los jugadores descargan y comparten.',
    postTemplate: 'Plantilla de publicación',
    postTemplateHint: '1080 x 1080 px, para la cuadrícula final',
    storyTemplate: 'Plantilla de historia',
    storyTemplateHint: '1080 x 1920 px, para la cuadrícula en formato historia',
    /** Where the card draws the grid on a template: designers keep that square plain. */
    templateGridArea: (x: number, y: number, size: number) =>
      `La cuadrícula se dibuja en un cuadrado de ${size} x ${size} px cuya esquina superior izquierda está a ${x} px del borde izquierdo y a ${y} px del borde superior: deja esa zona despejada.`,
    /** Sizes are advised, not enforced: a template of another size is stretched to the card's size. */
    templateSizeWarning: (width: number, height: number, wanted: { width: number; height: number }) =>
      `Esta imagen mide ${width} x ${height} px. La tarjeta mide ${wanted.width} x ${wanted.height} px, así que la imagen se estirará para encajar y la cuadrícula puede tapar parte de ella.`,
    chooseImage: 'Elegir imagen',
    templatePreviewAlt: (template: string) => `Vista previa de ${template}`,
    remove: 'Quitar',
    submit: 'Enviar',
    previewTemplates: 'Vista previa de plantillas',
    previewChosenLead:
      'Las tarjetas tal como las recibirán los jugadores, con las imágenes elegidas aquí (aún sin guardar).',
    backToTemplates: 'Volver a las plantillas',
    useDefaultTemplates: 'Usar plantillas predeterminadas',
    defaultTemplatesTitle: '¿Usar las plantillas predeterminadas?',
    defaultTemplatesConfirm:
      'Se eliminan las plantillas de publicación y de historia subidas, y los jugadores vuelven a recibir las predeterminadas.',
    defaultTemplatesInUse: 'El evento usa las plantillas predeterminadas.',
    linkedinTitle: 'Texto para LinkedIn',
    linkedinDescription: 'Este texto se usa en las publicaciones cuando un jugador comparte la cuadrícula.',
    linkedinLabel: 'Texto de la publicación',
    linkedinPlaceholder: 'Escribe el texto aquí…',
    confirmUpdating: 'Confirmar actualización',
    deleteTitle: 'Eliminar evento',
    connectTitle: (product: string) => `Conectar con ${product}`,
    close: 'Cerrar',
  },
  hostAdmin: {
    title: 'Gestión de organizadores',
    lead: 'El propietario y los administradores pueden gestionar este evento.',
    name: 'Nombre',
    email: 'Correo electrónico',
    role: 'Rol',
    actions: 'Acciones',
    owner: 'Propietario',
    admin: 'Administrador',
    invited: 'Invitado',
    addHost: 'Añadir organizador',
    addTitle: 'Añadir organizador',
    addDescription:
      'Invitamos a este correo: cuando inicie sesión con él y acepte en su panel, podrá gestionar el evento.',
    emailLabel: 'Correo del administrador',
    emailPlaceholder: 'Escribe el correo del administrador',
    addAdmin: 'Añadir administrador',
    cancel: 'Cancelar',
    removeAdmin: (email: string) => `Quitar al administrador ${email}`,
  },
  qrPage: {
    title: (eventName: string) => `Únete a ${eventName}`,
    loading: 'Cargando el evento…',
    download: 'Descargar',
    back: 'Volver a la gestión del evento',
    imageLabel: (link: string) => `Código QR de ${link}`,
  },
  /** The printable A4 poster of an event's join QR. */
  poster: {
    title: (eventName: string) => `Únete a ${eventName}`,
    lead: 'Bingo de networking: escanea para jugar',
    howToPlay: 'Cómo se juega',
    steps: [
      'Escanea el código e inicia sesión: recibirás una cuadrícula de 5x5 letras.',
      'Conoce a alguien cuyo nombre empiece por una letra de tu cuadrícula; un selfie con esa persona rellena la casilla.',
      'Cinco en línea forman un bingo; cinco bingos ganan la partida.',
    ],
    print: 'Imprimir',
    printHint: 'A4 vertical; elige “Guardar como PDF” como impresora para guardar un archivo.',
    back: 'Volver a la gestión del evento',
  },
  templatesPreview: {
    title: 'Vista previa de plantillas',
    lead: 'Así se ven las tarjetas compartidas con una cuadrícula de ejemplo.',
    story: 'Tarjeta de historia',
    post: 'Tarjeta de publicación',
    downloadStory: 'Descargar vista previa de historia',
    downloadPost: 'Descargar vista previa de publicación',
    loading: 'Dibujando las vistas previas…',
    drawFailed: 'No se pudo cargar la imagen de la plantilla.',
    back: 'Volver a la gestión del evento',
  },
  /** Demo events: a game played by simulated players (docs/product.md, "Demo events"). */
  demo: {
    badge: 'Demo',
    tryDemo: 'Prueba un evento de demostración',
    tryDemoText:
      'Mira una partida en marcha con un clic: una cuadrícula completa y jugadores simulados que se unen, conectan y votan durante cinco minutos.',
    creating: 'Creando tu demo…',
    created: 'Evento de demostración creado: los jugadores simulados se están uniendo',
    createFailed: 'No pudimos crear el evento de demostración. Vuelve a intentarlo.',
    deleteDemo: 'Eliminar demo',
    deleteTitle: '¿Eliminar esta demo?',
    deleteText:
      'Se eliminan el evento de demostración, sus jugadores simulados y sus imágenes. No se puede deshacer.',
    deleted: 'Demo eliminada',
    playerBanner:
      'Este es un evento de demostración: los demás jugadores son simulados. Nada de lo que pase aquí se mezcla con un evento real.',
    boardBanner: 'Demo: jugadores simulados',
    managementBanner:
      'Este evento de demostración se juega solo: los jugadores simulados se unen y conectan durante unos cinco minutos, y luego empieza la votación. Elimínalo cuando termines.',
    /** The API's refusal when an account already has as many demo events as allowed. */
    tooMany: (max: number) =>
      `Puedes tener como máximo ${max} eventos de demostración a la vez. Elimina uno para crear otro.`,
    /** What the simulated players write about the people they meet (content of the demo, not UI). */
    descriptions: [
      'Trabaja en bombas de agua solares y conoce todos los juegos de mesa que existen.',
      'Tiene una pequeña panadería y me contó el secreto de una buena masa madre.',
      'Crea apps móviles para agricultores; hablamos de diseño offline-first.',
      'Acaba de mudarse desde Lisboa y busca compañero de escalada.',
      'Enseña física y me explicó los agujeros negros con una taza de café.',
      'Organiza el meetup local de código abierto; me invitó al próximo.',
      'Diseña tipografías y se fijó enseguida en la fuente de mi credencial.',
      'Es voluntaria en el refugio de animales y me enseñó fotos de tres gatos.',
      'Investiga los plásticos en el océano y navega a vela los fines de semana.',
      'Está aprendiendo japonés y me recomendó un pódcast genial.',
      'Fundó una empresa que hace muebles con madera reciclada.',
      'Toca el violonchelo en una orquesta amateur; tiene concierto el mes que viene.',
      'Trabaja con datos de salud pública y le encanta una buena hoja de cálculo.',
      'Corrió su primer maratón la primavera pasada y entrena para el próximo.',
      'Escribe libros infantiles y hace ella misma todas las ilustraciones.',
      'Gestiona un huerto comunitario y me regaló semillas de tomate.',
    ],
  },
  /** The organiser API's answers and refusals (the server's sentences about events and hosts). */
  eventApi: {
    /** The success sentences of the events' and hosts' reads. */
    eventsLoaded: 'Eventos cargados',
    eventId: 'ID del evento',
    eventName: 'Nombre del evento',
    eventLoaded: 'Evento cargado',
    organisedEvents: 'Eventos organizados',
    participatedEvents: 'Eventos en los que participas',
    hostsLoaded: 'Organizadores cargados',
    invitationsLoaded: 'Invitaciones cargadas',
    nameLooksLikeId: 'El nombre de un evento no puede parecer un ID de evento',
    duplicateName: 'Ya existe un evento con este nombre',
    notFound: 'Evento no encontrado',
    ownerOnlyDelete: 'Solo el propietario del evento puede eliminar el evento',
    ownerOnlyRemoveAdmins: 'Solo el propietario del evento puede quitar administradores',
    ticketCodeNeedsLink:
      'Jugar con código de entrada necesita un evento de venta de entradas conectado: define primero mmp_event_id',
    unknownTicketingEvent:
      'Elige uno de tus propios eventos de venta de entradas: sube primero la lista de asistentes o conecta tu cuenta de pretix',
    socialMediaNotJson: 'social_media_template debe ser un JSON como {"linkedin":{"content":"..."}}',
    unknownField: (field: string) => `${field} no es un campo de un evento`,
    cellOutOfGrid: (field: string) =>
      `${field} no es una casilla de la cuadrícula: las filas y columnas van de 0 a ${GRID_SIZE - 1}`,
    imageFile: 'Elige un archivo de imagen',
    ownerCannotBeRemoved: 'No se puede quitar al propietario',
    hostNotFound: 'Organizador no encontrado',
    alreadyOwner: 'Esta persona es la propietaria de este evento',
    alreadyAdmin: 'Esta persona ya es administradora de este evento',
    alreadyInvited: 'Esta persona ya está invitada a este evento',
    invitationNotFound: 'Invitación no encontrada',
  },
} satisfies Translation<typeof englishEvents>;
