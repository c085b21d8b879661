/** The game on the player's phone in Spanish: the player page, the card, connections, selfies, voting, LinkedIn, and the game API. */

import { GRID_SIZE, MAX_VOTES_PER_PLAYER } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { gameMessages as englishGame } from '../en/game.js';
import { countOf, linkedinPostError, ordinal, waitText } from './words.js';

export const gameMessages = {
  game: {
    tilesMissing:
      'Espera a que el organizador añada las 25 casillas para poder desbloquear tu tarjeta Hoogo.',
    noGrid:
      'Parece que no se ha cargado ninguna cuadrícula. Espera a que se cargue o contacta con el organizador del evento.',
    votingEnabled:
      'La votación está activada en este evento. Ya no puedes añadir amigos nuevos. Empieza a votar ahora.',
    votingNoNewFriend: 'No puedes añadir un amigo nuevo porque la votación está activada en este evento.',
    cardLocked: 'Haz al menos 5 conexiones para descargar tu tarjeta',
    connectionAdded: 'Información añadida',
    cardHint: 'Toca las imágenes para ver lo que escribiste sobre cada persona.',
    /** A player typed too many friend codes that belong to nobody. */
    tooManyWrongCodes: (seconds: number) =>
      `Demasiados códigos de amigo incorrectos. Pide a tu conexión su código y vuelve a intentarlo en ${waitText(seconds)}.`,
  },
  voting: {
    closed: 'La votación está cerrada. Ya no puedes votar por jugadores.',
    voteFailed: 'No se pudo votar por el jugador',
    completedFailed: 'No se pudieron cargar los jugadores que completaron su tarjeta',
    voted: 'Voto registrado',
    empty: 'Todavía nadie de tu red de conexiones ha completado el Hoogo.',
    /** The states of a row's vote button. */
    vote: 'Votar',
    votedButton: 'Votado',
    limitReached: 'Límite de votos alcanzado',
    disabled: 'Votación desactivada',
    voteFor: (name: string) => `Votar por ${name}`,
  },
  linkedin: {
    connectError: 'No se pudo conectar con LinkedIn',
    postError: linkedinPostError,
    connected: 'LinkedIn conectado',
    posted: 'Imagen publicada en LinkedIn',
    connecting: 'Conectando con LinkedIn…',
  },
  /** The player page: labels, buttons and the rules text. */
  play: {
    title: (eventName: string) => `Hoogo de ${eventName}`,
    loading: 'Preparando tu cuadrícula de bingo…',
    loadFailed: 'No pudimos cargar tu partida.',
    retry: 'Reintentar',
    friendCode: 'Tu código de amigo',
    friendCodeHint: 'Compártelo con las personas con las que conectes.',
    rulesTitle: 'Reglas del juego',
    viewRules: 'Ver las reglas del juego',
    rulesClose: 'Entendido',
    rules: [
      'Conoce a alguien cuyo nombre empiece por la letra de una casilla, tómate un selfie con esa persona y escribe unas palabras sobre ella para rellenar la casilla.',
      '5 casillas en una fila, columna o diagonal completan una letra de B I N G O.',
      'Cuando la votación está desactivada, gana el primer jugador que completa las cinco letras.',
      'La fase de votación está abierta a quienes completan el bingo.',
    ],
    lettersLabel: 'Tus letras de bingo',
    letterDone: (letter: string) => `${letter}: completa`,
    letterOpen: (letter: string) => `${letter}: aún sin completar`,
    gridLabel: 'Tu cuadrícula de bingo',
    cellEmpty: (column: string, row: number, letter: string) =>
      `${column}, fila ${row}: vacía, añade una conexión para la letra ${letter}`,
    cellFilled: (column: string, row: number, name: string) => `${column}, fila ${row}: ${name}`,
    cellLocked: (column: string, row: number) => `${column}, fila ${row}: aún no disponible`,
    cellClosed: (column: string, row: number, letter: string) =>
      `${column}, fila ${row}: ${letter}, las conexiones están cerradas`,
    photoOf: (name: string) => `Selfie con ${name}`,
    connections: (count: number) => `${count} de 25 conexiones`,
    goToVoting: 'Ir a la votación',
    votingOpen: '¡La votación está abierta! Vota por tus conexiones que completaron su tarjeta.',
    cardTitle: 'Tu tarjeta Hoogo',
    viewCard: 'Ver y descargar tu tarjeta Hoogo',
    formTitle: (letter: string) => `Conecta con alguien para la ${letter}`,
    formDescription:
      'Su nombre empieza por esta letra. Tómate un selfie con esa persona y cuéntanos algo sobre ella.',
    nameLabel: 'Su nombre',
    imageLabel: 'Selfie',
    takeSelfie: 'Tomar un selfie',
    choosePhoto: 'Elegir una foto',
    preparingPhoto: 'Preparando la foto…',
    photoPreview: 'Vista previa de tu selfie',
    codeLabel: 'Su código de amigo',
    codeHint: (digits: number) => `El código de ${digits} dígitos que aparece en su página de jugador.`,
    descriptionLabel: 'Descripción',
    descriptionPlaceholder: '¿De qué hablaste? ¿A qué se dedica?',
    lettersLeft: (count: number, max: number) =>
      `Quedan ${count} de ${countOf(max, { one: '# carácter', other: '# caracteres' })}`,
    lettersNeeded: (count: number) =>
      countOf(count, { one: 'Falta # carácter', other: 'Faltan # caracteres' }),
    submit: 'Añadir conexión',
    uploading: 'Subiendo…',
    cancel: 'Cancelar',
    votingTitle: 'La votación está activada',
    /**
     * The connection flow on a bad network (docs/decisions/0015-connections-on-a-bad-network.md: "Never lose
     * a connection").
     */
    photoUnreadable: 'No se pudo leer esta foto. Vuelve a tomarla o elige otra.',
    sending: 'Enviando tu conexión…',
    sendingSlow: 'Todavía enviando: la red va lenta. Tu conexión está guardada en este teléfono.',
    cancelUpload: 'Cancelar envío',
    uploadCancelled: 'Envío cancelado. Tu conexión está guardada en este teléfono: envíala cuando quieras.',
    uploadTimedOut:
      'El envío tardó demasiado. Tu conexión está guardada en este teléfono y se volverá a enviar cuando la red mejore.',
    queuedOffline:
      'Sin red. Tu conexión está guardada en este teléfono y se enviará cuando vuelvas a tener conexión.',
    waitingInForm: 'Esta conexión está pendiente de envío. Se enviará sola cuando vuelvas a tener conexión.',
    draftRestored: 'Se recuperó el borrador sin enviar de esta casilla.',
    cellWaiting: (column: string, row: number, name: string) =>
      `${column}, fila ${row}: ${name}, pendiente de envío`,
    cellRefused: (column: string, row: number, letter: string) =>
      `${column}, fila ${row}: no enviada, ábrela para corregir tu conexión de la letra ${letter}`,
    cellDraft: (column: string, row: number, letter: string) =>
      `${column}, fila ${row}: borrador guardado para la letra ${letter}, ábrela para continuar`,
    outboxWaiting: (count: number) =>
      `${countOf(count, { one: '# conexión está pendiente', other: '# conexiones están pendientes' })} de envío. El envío se hará solo cuando vuelvas a tener conexión.`,
    sendNow: 'Enviar ahora',
    notSent: (letter: string, reason: string) => `Tu conexión para la ${letter} no se envió: ${reason}`,
    fixConnection: (letter: string) => `Corregir la conexión de la ${letter}`,
    offlineGrid:
      'No tienes conexión. Esta es tu cuadrícula tal como se cargó por última vez; se actualizará sola cuando vuelva la red.',
    updatingGrid: 'Tu cuadrícula tal como se cargó por última vez: actualizando…',
    /** The player page's connection banner when the Wi-Fi is up but nothing gets through, and when it does again. */
    unreachableGrid:
      'Tienes conexión, pero no se puede acceder a internet. Esta es tu cuadrícula tal como se cargó por última vez; se actualizará sola cuando vuelva la conexión.',
    backOnline: 'Vuelves a tener conexión. Tu cuadrícula se está actualizando.',
    eventCounts: (players: number, connections: number) =>
      `${countOf(players, { one: '# jugador', other: '# jugadores' })} y ${countOf(connections, { one: '# conexión', other: '# conexiones' })} en este evento`,
    connectionTitle: (name: string) => `Conectaste con ${name}`,
    connectedAt: (time: string) => `Conexión a las ${time}`,
    linkedPlayer: (name: string) => `Código de amigo de ${name}`,
    /** A host's moderation, as the player sees it (docs/product.md, "Moderation"). */
    connectionHidden: (name: string) =>
      `Un organizador quitó tu conexión con ${name}. Puedes volver a rellenar la casilla.`,
    dismissNotice: (name: string) => `Descartar el aviso sobre ${name}`,
    removedTitle: 'Te expulsaron de esta partida',
    removedText: 'Los organizadores te expulsaron de esta partida.',
    removedHint:
      'Ya no puedes añadir conexiones ni votar aquí. Habla con un organizador si crees que es un error.',
  },
  /** The card page. */
  card: {
    title: 'Tu tarjeta Hoogo',
    playerTitle: (name: string) => `Tarjeta Hoogo de ${name}`,
    back: 'Volver',
    gridLabel: 'Tarjeta Hoogo',
    dialogTitle: 'Tarjeta de bingo',
    about: (name: string) => `Sobre ${name}`,
    namePlaceholder: 'Nombre',
    descriptionPlaceholder: 'Descripción',
    cellLabel: (name: string) => `Sobre ${name}`,
    emptyCell: (letter: string) => `${letter}: aún sin conexión`,
    instagramStory: 'Historia de Instagram',
    instagramPost: 'Publicación de Instagram',
    shareLinkedin: 'Compartir en LinkedIn',
    linkedinNotSetUp: 'Compartir en LinkedIn aún no está configurado.',
    shareTitle: 'Compartir en LinkedIn',
    shareLabel: 'Escribe algo sobre tu tarjeta de bingo',
    shareHelp: 'Este texto se comparte junto con la imagen de tu tarjeta en tu cuenta de LinkedIn.',
    confirmShare: 'Confirmar y compartir',
    loadFailed: 'No pudimos cargar esta tarjeta.',
  },
  /** The voting page. */
  votingPage: {
    title: 'Votación',
    lead: 'Vota por hasta 2 de tus conexiones que completaron su tarjeta Hoogo.',
    back: 'Volver a la partida',
    loading: 'Cargando los jugadores…',
    votesCast: (count: number, max: number) => `${count} de ${max} votos emitidos`,
  },
  /** The banner of a player who lit all five letters (player page). */
  completion: {
    first: '¡Hoogo! Terminaste en primer lugar: nadie completó las cinco letras antes que tú.',
    ranked: (rank: number) => `¡Hoogo! Terminaste en ${ordinal(rank)} lugar.`,
    done: '¡Hoogo! Completaste las cinco letras.',
    viewCard: 'Ver tu tarjeta',
    dismiss: 'Cerrar',
  },
  /** The friend code as a QR code, and the scanner that reads it in the connection form. */
  scan: {
    showQr: 'Mostrar QR',
    hideQr: 'Ocultar QR',
    qrLabel: (code: string) => `Código QR de tu código de amigo ${code}`,
    qrHint: 'La otra persona toca “Escanear código” en su formulario de conexión y apunta la cámara aquí.',
    qrFailed: 'No se pudo dibujar el código QR. Dile tu código en voz alta.',
    scanCode: 'Escanear código',
    title: 'Escanea su código de amigo',
    hint: 'Apunta la cámara al código QR de su página de jugador.',
    starting: 'Iniciando la cámara…',
    scanning: 'Buscando un código QR…',
    denied:
      'El acceso a la cámara está bloqueado. Permite la cámara para este sitio en los ajustes del navegador o escribe el código.',
    noCamera: 'No se encontró ninguna cámara en este dispositivo. Escribe el código.',
    insecure: 'La cámara solo funciona en una página segura (https). Escribe el código.',
    failed: 'No se pudo iniciar la cámara. Escribe el código.',
    notACode: 'Este código QR no es un código de amigo de Hoogo. Escanea el código de su página de jugador.',
    close: 'Cerrar el escáner',
  },
  /**
   * Selfies (docs/data.md): the consent on the connection form, the event's privacy settings on the
   * management screen, the host's purge, and a selfie that was deleted.
   */
  selfies: {
    consentLabel: 'Esta persona acepta que la foto se muestre en el evento',
    consentHint: 'Si no, solo tú y los organizadores ven la foto.',
    consentRequiredHint:
      'Este evento solo muestra una foto con el consentimiento de la persona que aparece en ella.',
    /** The form's and the server's refusal when the event requires consent and it was not given. */
    consentRequired: 'Pregúntale primero: este evento necesita su consentimiento para mostrar la foto.',
    consentInvalid: 'selfie_consent debe ser true o false',
    photoDeleted: 'Foto eliminada',
    sectionTitle: 'Privacidad',
    sectionLead: 'Qué muestra la pantalla del evento y cuánto tiempo se conservan los selfies.',
    venueLegend: 'Pantalla del evento',
    venueFull: 'Nombres completos y selfies',
    venueFirstName: 'Solo nombres de pila, sin selfies',
    venueInitials: 'Solo iniciales, sin selfies',
    venueHint:
      'Se aplica a la pantalla grande, su galería y las tarjetas que abren otras personas. Los organizadores lo ven todo.',
    requireConsent: 'Pedir consentimiento para los selfies',
    requireConsentHint: 'Los jugadores confirman que la persona de cada foto acepta que se muestre.',
    retentionLabel: 'Eliminar los selfies después de',
    retentionDays: (days: number) => countOf(days, { one: '# día', other: '# días' }),
    retentionKeep: 'Conservar hasta que se elimine el evento',
    retentionHint: 'Se cuenta desde que se tomó cada selfie. Los nombres y las descripciones se conservan.',
    save: 'Guardar ajustes de privacidad',
    saved: 'Ajustes de privacidad guardados',
    saveFailed: 'No se pudieron guardar los ajustes de privacidad.',
    purgeButton: 'Eliminar todos los selfies ahora',
    purgeTitle: '¿Eliminar todos los selfies?',
    purgeWarning:
      'Todos los selfies de este evento se eliminan para siempre de las tarjetas, la pantalla grande y las descargas. Las conexiones, los nombres y las descripciones se conservan y siguen contando. No se puede deshacer.',
    purgeConfirm: 'Eliminar todos los selfies',
    purgeFailed: 'No se pudieron eliminar los selfies. Vuelve a intentarlo.',
    purged: (count: number) =>
      count === 0
        ? 'No había selfies que eliminar'
        : count === 1
          ? '1 selfie eliminado'
          : `${count} selfies eliminados`,
    cancel: 'Cancelar',
  },
  /** The player API's answers and refusals (joining, cards, connections, leaderboard, status). */
  gameApi: {
    /** A friend code the code schema refused without a sentence (it always gives one). */
    codeInvalid: 'Código no válido',
    invalidPlayerKey: 'Clave de jugador no válida',
    playerNotFound: 'Jugador no encontrado',
    notJoined: 'Todavía no te has unido a este evento',
    cardNeedsPlayer: 'Indica user_id (tu propia tarjeta) o event_register_id (una tarjeta de solo lectura)',
    cellOutOfGrid: `Esta casilla no está en la cuadrícula: x e y van de 0 a ${GRID_SIZE - 1}`,
    letterMismatch: (letter: string) => `La letra de esta casilla es ${letter}`,
    cellFilled: 'Esta casilla ya está rellena',
    codeUnknown: 'Ningún jugador de este evento tiene este código',
    codeOwn: 'Este es tu propio código',
    codeUsed: 'Ya conectaste con este jugador',
    noFreeCode:
      'Todos los códigos de amigo están ocupados: el organizador tiene que permitir más dígitos por código',
    idempotencyKeyInvalid: 'La cabecera Idempotency-Key debe tener de 8 a 128 letras, dígitos, - o _',
    idempotencyKeyReused:
      'Esta Idempotency-Key ya se usó para otra conexión: envía la nueva conexión con una clave nueva',
    joined: 'Te uniste al evento',
    registration: 'Tu inscripción',
    matrix: 'Tarjeta cargada',
    /** POST start-playing: the player page's first answer. */
    started: 'Tu lugar en el evento',
    leaderboard: 'Clasificación cargada',
    status: 'Estado del evento',
    /** A removed player's submission or vote (403). */
    removedFromGame: 'Los organizadores te expulsaron de esta partida: no puedes añadir conexiones ni votar.',
  },
  /** The voting API's answers and refusals. */
  votingApi: {
    unknown: 'Jugador no encontrado',
    self: 'No puedes votar por ti mismo',
    notCompleted: 'Este jugador todavía no ha completado el Hoogo',
    notConnected: 'Solo puedes votar por jugadores con los que conectaste',
    alreadyVoted: 'Ya votaste por este jugador',
    limit: `Puedes votar como máximo por ${MAX_VOTES_PER_PLAYER} jugadores`,
    completedPlayers: 'Se cargaron los jugadores que completaron su tarjeta',
    leaderboard: 'Clasificación de la votación cargada',
  },
  /** The LinkedIn API's refusals, and the title of the posted card. */
  linkedinApi: {
    notConfigured: 'Compartir en LinkedIn no está configurado',
    tokenMissing: `${linkedinPostError}: primero conecta tu cuenta de LinkedIn`,
    reconnect: `${linkedinPostError}: vuelve a conectar tu cuenta de LinkedIn`,
    postTitle: 'Tarjeta Hoogo',
  },
} satisfies Translation<typeof englishGame>;
