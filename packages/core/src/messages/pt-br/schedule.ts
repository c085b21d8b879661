/** The game's time: the schedule, its countdowns and refusals. */

import type { Translation } from '../../i18n/translation.js';
import type { scheduleMessages as englishSchedule } from '../en/schedule.js';

export const scheduleMessages = {
  /** The schedule as the server refuses by it, as phones and big screens count down to it, and as hosts set it. */
  schedule: {
    connectionsClosed:
      'As conexões deste evento estão encerradas, então não é possível adicionar novas conexões.',
    votingBeforeOpen: 'A votação precisa encerrar depois de abrir.',
    saved: 'Horários salvos',
    /** The hosts' form. */
    title: 'Horários',
    /** The remote's block. */
    connectionsTitle: 'Conexões',
    intro:
      'Defina quando as conexões encerram e quando a votação abre e encerra. O servidor segue esses horários, e os celulares e telões fazem a contagem regressiva até eles. Deixe um horário vazio para fazer isso manualmente.',
    connectionsCloseLabel: 'Encerramento das conexões',
    votingOpensLabel: 'Abertura da votação',
    votingClosesLabel: 'Encerramento da votação',
    save: 'Salvar horários',
    saveFailed: 'Não foi possível salvar os horários',
    notChanged: 'Altere um horário primeiro.',
    pastTime: 'Escolha um horário depois de agora.',
    closeNow: 'Encerrar conexões agora',
    closeNowTitle: 'Encerrar as conexões agora?',
    closeNowBody:
      'A partir de agora nenhum jogador pode adicionar conexões; uma conexão ainda aguardando envio em um celular será recusada. Você pode reabrir as conexões aqui.',
    closedNow: 'Conexões encerradas',
    reopen: 'Reabrir conexões',
    reopened: 'As conexões foram reabertas',
    closedSince: (time: string) => `Conexões encerradas às ${time}.`,
    open: 'As conexões estão abertas.',
    /** Phones and big screens, by their own clock. */
    countdown: {
      connectionsClose: (left: string) => `As conexões encerram em ${left}`,
      votingOpens: (left: string) => `A votação abre em ${left}`,
      votingCloses: (left: string) => `A votação encerra em ${left}`,
    },
    closedShort: 'Conexões encerradas',
  },
} satisfies Translation<typeof englishSchedule>;
