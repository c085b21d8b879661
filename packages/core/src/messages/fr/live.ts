/** The live boards: the hosts' leaderboard and the big screen at the venue. */

import type { Translation } from '../../i18n/translation.js';
import type { liveMessages as englishLive } from '../en/live.js';
import { countOf, deName } from './words.js';

export const liveMessages = {
  live: {
    joinedGame: (name: string) => `${name} a rejoint la partie !`,
    connected: (name: string, other: string) => `${name} a rencontré ${other} !`,
    joinedVoting: (name: string) => `${name} a rejoint le vote !`,
    voteReceived: (name: string) => `Vote reçu pour ${name} !`,
  },
  /** The host live leaderboard. */
  leaderboard: {
    title: (eventName: string) => `Classement · ${eventName}`,
    back: 'Retour à la gestion de l’événement',
    loading: 'Chargement du classement…',
    participants: 'Participants',
    connections: 'Rencontres',
    viewVoting: 'Voir le classement des votes',
    viewGame: 'Voir le classement du jeu',
    gameTitle: 'Classement du jeu',
    votingTitle: 'Classement des votes',
    showQr: 'Afficher le QR',
    hideQr: 'Masquer le QR',
    viewRules: 'cliquez pour voir les règles',
    rulesTitle: 'Règles du bingo',
    recentImages: 'Rencontres récentes',
    noImages: 'Les selfies des rencontres apparaissent ici au fur et à mesure.',
    /** The gallery's place on a board of an event in an anonymous venue mode (docs/data.md). */
    selfiesHidden: 'Les selfies ne sont pas affichés à cet événement.',
    /** The lobby: the board before anyone joined, addressed to the attendees in the room. */
    empty: 'Scannez le QR code pour jouer !',
    lobbySteps: [
      'Scannez le QR code avec l’appareil photo de votre téléphone et rejoignez la partie.',
      'Rencontrez du monde : chaque personne remplit sur votre grille la case de son initiale.',
      'Allumez B-I-N-G-O : une ligne, une colonne ou une diagonale complète allume une lettre.',
    ],
    emptyVoting: 'Personne n’a encore terminé le Hoogo : il n’y a donc personne pour qui voter.',
    rank: (rank: number) => `Rang ${rank}`,
    verified: 'A terminé le Hoogo',
    viewCard: 'Voir la carte',
    letters: (done: number) => `Lettres de bingo : ${done} sur 5`,
    connectionsBadge: (count: number) => countOf(count, { one: '# rencontre', other: '# rencontres' }),
    completedAt: (time: string) => `Terminé à ${time}`,
    votes: (count: number) => countOf(count, { one: '# vote', other: '# votes' }),
    vote: 'Voter',
    voteFor: (name: string) => `Voter pour ${name}`,
    congratulationsTitle: 'Félicitations !',
    congratulationsText: (name: string) => `${name} a terminé le Hoogo !`,
    close: 'Fermer',
    live: 'En direct',
    reconnecting: 'Reconnexion…',
  },
  /** The big screen at the venue (docs/decisions/0025-venue-the-big-screen.md). */
  venue: {
    pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
    /** The viewer's own row, pinned above a page of the board that does not hold it. */
    ownPlace: 'Votre place',
    scanToPlay: 'Scannez pour jouer',
    hostControls: 'Commandes organisateur',
    openHostControls: 'Commandes organisateur (touche H)',
    manageEvent: 'Gérer l’événement',
    openQrPage: 'Ouvrir la page du QR code',
    votingOn: 'Le vote est ouvert.',
    votingOff: 'Le vote est fermé.',
    votingManageHint:
      'Ouvrez ou fermez le vote depuis « Gérer l’événement », qui vous demandera de confirmer.',
    connections: (count: number) =>
      countOf(count, { one: '# nouvelle rencontre', other: '# nouvelles rencontres' }),
    joined: (count: number) =>
      countOf(count, { one: '# joueur a rejoint la partie !', other: '# joueurs ont rejoint la partie !' }),
    votes: (count: number) => countOf(count, { one: '# vote reçu !', other: '# votes reçus !' }),
    joinedVoting: (count: number) =>
      countOf(count, { one: '# joueur a rejoint le vote !', other: '# joueurs ont rejoint le vote !' }),
    votingOpenedTitle: 'Le vote est ouvert !',
    votingOpenedText:
      'Plus de nouvelles rencontres à partir de maintenant. Votez pour les joueurs qui ont complété leur carte : 2 votes chacun.',
    votingClosedTitle: 'Le vote est fermé',
    votingClosedText: 'Retour au classement du jeu.',
    collageLabel: (name: string) => `Rencontres ${deName(name)}`,
    galleryCaption: (name: string, other: string) => `${name} et ${other}`,
    liveUpdates: 'Mises à jour en direct',
    /** The leaders pinned above the pages of a long board. */
    leaders: 'En tête',
    openRemote: 'Ouvrir la télécommande',
    /** What a big screen calls itself until a host names it from the remote. */
    unnamedScreen: (id: string) => `Écran ${id}`,
    spotlight: 'À l’honneur',
  },
  /** The hosts' remote for the big screens (docs/decisions/0080-the-remote.md). */
  remote: {
    title: (eventName: string) => `Télécommande · ${eventName}`,
    screens: 'Grands écrans',
    noScreens: 'Aucun grand écran n’est ouvert. Ouvrez le classement sur le projecteur ; il apparaîtra ici.',
    allScreens: 'Tous les écrans',
    target: 'Envoyer à',
    screenName: 'Nom de l’écran',
    rename: 'Enregistrer le nom',
    paging: 'Pages',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pause: 'Suspendre le défilement',
    resume: 'Reprendre le défilement',
    top: 'Revenir en haut',
    qr: 'QR code',
    showQr: 'Afficher le QR',
    hideQr: 'Masquer le QR',
    view: 'Classement',
    gameView: 'Jeu',
    votingView: 'Vote',
    lobby: 'Écran d’accueil',
    showLobby: 'Afficher l’accueil',
    hideLobby: 'Retour au classement',
    lobbyHint:
      'Comment rejoindre la partie, à côté du QR code, à la place du classement : pour le public qui arrive.',
    sound: 'Son',
    mute: 'Couper le son',
    unmute: 'Réactiver le son',
    testSound: 'Tester le son',
    pinned: 'Joueurs en tête épinglés',
    sent: (what: string) => `Envoyé : ${what}`,
    connecting: 'Connexion aux écrans…',
    voting: 'Vote',
    spotlight: 'Mettre un joueur à l’honneur',
    spotlightPhoto: 'Mettre une photo à l’honneur',
    spotlightPhotoHint:
      'Les photos actuellement sur le grand écran. Choisissez-en une pour l’afficher en plein écran.',
    noPhotos:
      'Aucune photo sur le grand écran pour l’instant : elles apparaissent ici au fil des rencontres.',
    photoNone: 'Aucune photo',
    nobody: 'Personne',
    /** The start-voting confirmation: how many players the room can vote for. */
    candidates: (count: number) =>
      countOf(count, {
        one: '# joueur peut recevoir des votes.',
        other: '# joueurs peuvent recevoir des votes.',
      }),
    noCandidates: 'Aucun joueur n’a encore complété sa carte : personne ne peut recevoir de votes.',
    candidatesLoading: 'Décompte des joueurs qui peuvent recevoir des votes…',
  },
} satisfies Translation<typeof englishLive>;
