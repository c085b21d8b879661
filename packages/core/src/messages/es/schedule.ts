/** The game's time in Spanish (docs/decisions/0079-the-games-time.md): the schedule, its countdowns and refusals. */

import type { Translation } from '../../i18n/translation.js';
import type { scheduleMessages as englishSchedule } from '../en/schedule.js';

export const scheduleMessages = {
  /** The schedule as the server refuses by it, as phones and big screens count down to it, and as hosts set it. */
  schedule: {
    connectionsClosed:
      'Las conexiones están cerradas en este evento, así que no se pueden añadir conexiones nuevas.',
    votingBeforeOpen: 'La votación debe cerrarse después de abrirse.',
    saved: 'Horario guardado',
    /** The hosts' form. */
    title: 'Horario',
    /** The remote's block. */
    connectionsTitle: 'Conexiones',
    intro:
      'Define cuándo se cierran las conexiones y cuándo se abre y se cierra la votación. El servidor respeta estas horas, y los teléfonos y las pantallas grandes muestran la cuenta atrás. Deja una hora vacía para hacerlo a mano.',
    connectionsCloseLabel: 'Cierre de las conexiones',
    votingOpensLabel: 'Apertura de la votación',
    votingClosesLabel: 'Cierre de la votación',
    save: 'Guardar horario',
    saveFailed: 'No se pudo guardar el horario',
    notChanged: 'Cambia primero una hora.',
    pastTime: 'Elige una hora posterior a la actual.',
    closeNow: 'Cerrar las conexiones ahora',
    closeNowTitle: '¿Cerrar las conexiones ahora?',
    closeNowBody:
      'A partir de ahora ningún jugador podrá añadir conexiones; se rechazará cualquier conexión que aún esté pendiente en un teléfono. Puedes volver a abrir las conexiones desde aquí.',
    closedNow: 'Conexiones cerradas',
    reopen: 'Volver a abrir las conexiones',
    reopened: 'Las conexiones vuelven a estar abiertas',
    closedSince: (time: string) => `Las conexiones se cerraron a las ${time}.`,
    open: 'Las conexiones están abiertas.',
    /** Phones and big screens, by their own clock. */
    countdown: {
      connectionsClose: (left: string) => `Las conexiones se cierran en ${left}`,
      votingOpens: (left: string) => `La votación se abre en ${left}`,
      votingCloses: (left: string) => `La votación se cierra en ${left}`,
    },
    closedShort: 'Las conexiones están cerradas',
  },
} satisfies Translation<typeof englishSchedule>;
