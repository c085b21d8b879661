/** The live boards in Spanish: the hosts' leaderboard and the big screen at the venue. */

import type { Translation } from '../../i18n/translation.js';
import type { liveMessages as englishLive } from '../en/live.js';
import { countOf } from './words.js';

export const liveMessages = {
  live: {
    joinedGame: (name: string) => `¡${name} se unió a la partida!`,
    connected: (name: string, other: string) => `¡${name} conectó con ${other}!`,
    joinedVoting: (name: string) => `¡${name} se unió a la votación!`,
    voteReceived: (name: string) => `¡Voto recibido para ${name}!`,
  },
  /** The host live leaderboard. */
  leaderboard: {
    title: (eventName: string) => `Clasificación de ${eventName}`,
    back: 'Volver a la gestión del evento',
    loading: 'Cargando la clasificación…',
    participants: 'Participantes',
    connections: 'Conexiones',
    viewVoting: 'Ver clasificación de votos',
    viewGame: 'Ver clasificación del juego',
    gameTitle: 'Clasificación del juego',
    votingTitle: 'Clasificación de votos',
    showQr: 'Mostrar QR',
    hideQr: 'Ocultar QR',
    viewRules: 'haz clic para ver las reglas',
    rulesTitle: 'Reglas del bingo',
    recentImages: 'Conexiones recientes',
    noImages: 'Los selfies de las conexiones aparecen aquí a medida que se hacen.',
    /** The gallery's place on a board of an event in an anonymous venue mode (docs/data.md). */
    selfiesHidden: 'En este evento no se muestran los selfies.',
    /** The lobby: the board before anyone joined, addressed to the attendees in the room. */
    empty: '¡Escanea el código QR para jugar!',
    lobbySteps: [
      'Escanea el código QR con la cámara de tu teléfono y únete.',
      'Conoce gente: cada persona rellena en tu cuadrícula la casilla de su inicial.',
      'Ilumina B-I-N-G-O: una fila, columna o diagonal completa ilumina una letra.',
    ],
    emptyVoting: 'Todavía nadie ha completado el Hoogo, así que no hay nadie por quien votar.',
    rank: (rank: number) => `Puesto ${rank}`,
    verified: 'Completó el Hoogo',
    viewCard: 'Ver tarjeta',
    letters: (done: number) => `${done} de 5 letras de bingo`,
    connectionsBadge: (count: number) => countOf(count, { one: '# conexión', other: '# conexiones' }),
    completedAt: (time: string) => `Completó a las ${time}`,
    votes: (count: number) => countOf(count, { one: '# voto', other: '# votos' }),
    vote: 'Votar',
    voteFor: (name: string) => `Votar por ${name}`,
    congratulationsTitle: '¡Felicidades!',
    congratulationsText: (name: string) => `¡${name} completó el Hoogo!`,
    close: 'Cerrar',
    live: 'En vivo',
    reconnecting: 'Reconectando…',
  },
  /** The big screen at the venue (docs/decisions/0025-venue-the-big-screen.md). */
  venue: {
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
    /** The viewer's own row, pinned above a page of the board that does not hold it. */
    ownPlace: 'Tu puesto',
    scanToPlay: 'Escanea para jugar',
    hostControls: 'Controles del organizador',
    openHostControls: 'Controles del organizador (tecla H)',
    manageEvent: 'Gestionar evento',
    openQrPage: 'Abrir la página del QR',
    votingOn: 'La votación está activada.',
    votingOff: 'La votación está desactivada.',
    votingManageHint: 'Inicia o detén la votación desde Gestionar evento, donde se te pedirá confirmación.',
    connections: (count: number) => `${count} conexiones nuevas`,
    joined: (count: number) => `¡${count} jugadores se unieron a la partida!`,
    votes: (count: number) => `¡${count} votos recibidos!`,
    joinedVoting: (count: number) => `¡${count} jugadores se unieron a la votación!`,
    votingOpenedTitle: '¡La votación está abierta!',
    votingOpenedText:
      'A partir de ahora no hay conexiones nuevas. Vota por los jugadores que completaron la tarjeta: 2 votos por persona.',
    votingClosedTitle: 'La votación está cerrada',
    votingClosedText: 'Volvemos a la clasificación del juego.',
    collageLabel: (name: string) => `Conexiones de ${name}`,
    galleryCaption: (name: string, other: string) => `${name} y ${other}`,
    liveUpdates: 'Novedades en vivo',
    /** The leaders pinned above the pages of a long board. */
    leaders: 'Líderes',
    openRemote: 'Abrir control remoto',
    /** What a big screen calls itself until a host names it from the remote. */
    unnamedScreen: (id: string) => `Pantalla ${id}`,
    spotlight: 'Destacado',
  },
  /** The hosts' remote for the big screens (docs/decisions/0080-the-remote.md). */
  remote: {
    title: (eventName: string) => `Control remoto de ${eventName}`,
    screens: 'Pantallas grandes',
    noScreens:
      'No hay ninguna pantalla grande abierta. Abre la clasificación en el proyector y aparecerá aquí.',
    allScreens: 'Todas las pantallas',
    target: 'Enviar a',
    screenName: 'Nombre de la pantalla',
    rename: 'Guardar nombre',
    paging: 'Páginas',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    pause: 'Pausar el paso de páginas',
    resume: 'Reanudar el paso de páginas',
    top: 'Volver al principio',
    qr: 'Código QR',
    showQr: 'Mostrar QR',
    hideQr: 'Ocultar QR',
    view: 'Clasificación',
    gameView: 'Juego',
    votingView: 'Votación',
    lobby: 'Pantalla de bienvenida',
    showLobby: 'Mostrar la bienvenida',
    hideLobby: 'Volver a la clasificación',
    lobbyHint:
      'Cómo unirse, junto al código QR, en lugar de la clasificación: para la sala mientras llega la gente.',
    sound: 'Sonido',
    mute: 'Silenciar',
    unmute: 'Activar sonido',
    testSound: 'Probar sonido',
    pinned: 'Líderes fijados',
    sent: (what: string) => `Enviado: ${what}`,
    connecting: 'Conectando con las pantallas…',
    voting: 'Votación',
    spotlight: 'Destacar a un jugador',
    spotlightPhoto: 'Destacar una foto',
    spotlightPhotoHint:
      'Las fotos que hay ahora en la pantalla grande. Elige una para mostrarla a pantalla completa.',
    noPhotos: 'Todavía no hay fotos en la pantalla grande: aparecerán aquí a medida que se hagan conexiones.',
    photoNone: 'Ninguna foto',
    nobody: 'Nadie',
    /** The start-voting confirmation: how many players the room can vote for. */
    candidates: (count: number) =>
      countOf(count, { one: 'Se puede votar por # jugador.', other: 'Se puede votar por # jugadores.' }),
    noCandidates: 'Todavía ningún jugador ha completado la tarjeta: no se puede votar por nadie.',
    candidatesLoading: 'Contando los jugadores por los que se puede votar…',
  },
} satisfies Translation<typeof englishLive>;
