/** The live boards in German: the hosts' leaderboard and the big screen at the venue. */

import type { Translation } from '../../i18n/translation.js';
import type { liveMessages as englishLive } from '../en/live.js';
import { countOf } from './words.js';

export const liveMessages = {
  live: {
    joinedGame: (name: string) => `${name} spielt jetzt mit!`,
    connected: (name: string, other: string) => `${name} hat sich mit ${other} vernetzt!`,
    joinedVoting: (name: string) => `${name} stimmt jetzt mit ab!`,
    voteReceived: (name: string) => `Stimme für ${name} erhalten!`,
  },
  /** The host live leaderboard. */
  leaderboard: {
    title: (eventName: string) => `Rangliste ${eventName}`,
    back: 'Zurück zur Eventverwaltung',
    loading: 'Rangliste wird geladen …',
    participants: 'Teilnehmer',
    connections: 'Kontakte',
    viewVoting: 'Abstimmungsrangliste ansehen',
    viewGame: 'Spielrangliste ansehen',
    gameTitle: 'Spielrangliste',
    votingTitle: 'Abstimmungsrangliste',
    showQr: 'QR zeigen',
    hideQr: 'QR ausblenden',
    viewRules: 'Regeln ansehen',
    rulesTitle: 'Bingo-Regeln',
    recentImages: 'Neueste Kontakte',
    noImages: 'Die Selfies der Kontakte erscheinen hier, sobald sie entstehen.',
    /** The gallery's place on a board of an event in an anonymous venue mode. */
    selfiesHidden: 'Bei diesem Event werden keine Selfies gezeigt.',
    /** The lobby: the board before anyone joined, addressed to the attendees in the room. */
    empty: 'Scanne den QR-Code und spiel mit!',
    lobbySteps: [
      'Scanne den QR-Code mit der Kamera deines Handys und tritt bei.',
      'Lerne Leute kennen: Jede Person füllt das Feld ihres Anfangsbuchstabens in deinem Raster.',
      'Bring B-I-N-G-O zum Leuchten: Eine volle Zeile, Spalte oder Diagonale lässt einen Buchstaben aufleuchten.',
    ],
    emptyVoting: 'Noch hat niemand das Hoogo geschafft, daher gibt es noch nichts abzustimmen.',
    rank: (rank: number) => `Platz ${rank}`,
    verified: 'Hat das Hoogo geschafft',
    viewCard: 'Karte ansehen',
    letters: (done: number) => `${done} von 5 Bingo-Buchstaben`,
    connectionsBadge: (count: number) => countOf(count, { one: '# Kontakt', other: '# Kontakte' }),
    completedAt: (time: string) => `Fertig um ${time}`,
    votes: (count: number) => countOf(count, { one: '# Stimme', other: '# Stimmen' }),
    vote: 'Abstimmen',
    voteFor: (name: string) => `Für ${name} stimmen`,
    congratulationsTitle: 'Herzlichen Glückwunsch!',
    congratulationsText: (name: string) => `${name} hat das Hoogo geschafft!`,
    close: 'Schließen',
    live: 'Live',
    reconnecting: 'Verbindung wird wiederhergestellt …',
  },
  /** The big screen at the venue. */
  venue: {
    pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    /** The viewer's own row, pinned above a page of the board that does not hold it. */
    ownPlace: 'Dein Platz',
    scanToPlay: 'Scannen und mitspielen',
    hostControls: 'Veranstalter-Steuerung',
    openHostControls: 'Veranstalter-Steuerung (Taste H)',
    manageEvent: 'Event verwalten',
    openQrPage: 'QR-Seite öffnen',
    votingOn: 'Die Abstimmung läuft.',
    votingOff: 'Die Abstimmung ist aus.',
    votingManageHint:
      'Starte oder beende die Abstimmung unter „Event verwalten“, dort wirst du um Bestätigung gebeten.',
    connections: (count: number) => `${count} neue Kontakte`,
    joined: (count: number) => `${count} Spieler spielen jetzt mit!`,
    votes: (count: number) => `${count} Stimmen erhalten!`,
    joinedVoting: (count: number) => `${count} Spieler stimmen jetzt mit ab!`,
    votingOpenedTitle: 'Die Abstimmung läuft!',
    votingOpenedText:
      'Ab jetzt keine neuen Kontakte mehr. Stimm für die Spieler, die ihre Karte vollständig haben: 2 Stimmen pro Person.',
    votingClosedTitle: 'Die Abstimmung ist beendet',
    votingClosedText: 'Zurück zur Spielrangliste.',
    collageLabel: (name: string) => `Kontakte von ${name}`,
    galleryCaption: (name: string, other: string) => `${name} & ${other}`,
    liveUpdates: 'Live-Updates',
    /** The leaders pinned above the pages of a long board. */
    leaders: 'Spitzenreiter',
    openRemote: 'Fernbedienung öffnen',
    /** What a big screen calls itself until a host names it from the remote. */
    unnamedScreen: (id: string) => `Bildschirm ${id}`,
    spotlight: 'Im Rampenlicht',
  },
  /** The hosts' remote for the big screens. */
  remote: {
    title: (eventName: string) => `Fernbedienung für ${eventName}`,
    screens: 'Großbildschirme',
    noScreens:
      'Kein Großbildschirm ist geöffnet. Öffne die Rangliste auf dem Beamer; sie erscheint dann hier.',
    allScreens: 'Alle Bildschirme',
    target: 'Senden an',
    screenName: 'Bildschirmname',
    rename: 'Name speichern',
    paging: 'Seiten',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    pause: 'Blättern pausieren',
    resume: 'Blättern fortsetzen',
    top: 'Zurück nach oben',
    qr: 'QR-Code',
    showQr: 'QR zeigen',
    hideQr: 'QR ausblenden',
    view: 'Rangliste',
    gameView: 'Spiel',
    votingView: 'Abstimmung',
    lobby: 'Lobby-Folie',
    showLobby: 'Lobby zeigen',
    hideLobby: 'Zurück zur Rangliste',
    lobbyHint:
      'So funktioniert der Beitritt, neben dem QR-Code, anstelle der Rangliste: für den Saal, während er sich füllt.',
    sound: 'Ton',
    mute: 'Ton aus',
    unmute: 'Ton an',
    testSound: 'Ton testen',
    pinned: 'Spitzenreiter angeheftet',
    sent: (what: string) => `Gesendet: ${what}`,
    connecting: 'Verbindung zu den Bildschirmen wird hergestellt …',
    voting: 'Abstimmung',
    spotlight: 'Spieler ins Rampenlicht',
    spotlightPhoto: 'Foto ins Rampenlicht',
    spotlightPhotoHint:
      'Die Fotos, die gerade auf dem Großbildschirm sind. Wähle eines, um es im Vollbild zu zeigen.',
    noPhotos: 'Noch kein Foto auf dem Großbildschirm: Sie erscheinen hier, sobald Kontakte geknüpft werden.',
    photoNone: 'Kein Foto',
    nobody: 'Niemand',
    /** The start-voting confirmation: how many players the room can vote for. */
    candidates: (count: number) =>
      countOf(count, { one: '# Spieler kann gewählt werden.', other: '# Spieler können gewählt werden.' }),
    noCandidates: 'Noch hat kein Spieler seine Karte vollständig: Niemand kann gewählt werden.',
    candidatesLoading: 'Spieler, die gewählt werden können, werden gezählt …',
  },
} satisfies Translation<typeof englishLive>;
