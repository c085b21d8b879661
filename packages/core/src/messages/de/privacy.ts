/** The attendee's data in German: privacy, leaving an event and deleting an account, the people met. */

import { SELFIE_RETENTION_MAX_DAYS, SELFIE_RETENTION_MIN_DAYS } from '../../constants.js';
import type { Translation } from '../../i18n/translation.js';
import type { privacyMessages as englishPrivacy } from '../en/privacy.js';
import { countOf, waitText } from './words.js';

export const privacyMessages = {
  /** The attendee's data: the event's privacy settings, the people met, leaving, deleting, consent and retention. */
  privacy: {
    retentionDays: `Selfies werden zwischen ${SELFIE_RETENTION_MIN_DAYS} und ${SELFIE_RETENTION_MAX_DAYS} Tagen aufbewahrt`,
  },
  /** Deleting one's data: a player leaves an event, a person deletes their account. Both confirmed and immediate. */
  dataDeletion: {
    leaveAction: 'Event verlassen und meine Daten löschen',
    leaveTitle: 'Event verlassen und deine Daten löschen?',
    leaveLead: 'Das passiert sofort und kann nicht rückgängig gemacht werden. Aus diesem Event löschen wir:',
    leaveDeletes: [
      'deine Karte: jeden Kontakt, den du geknüpft hast, mit Foto, Name und Beschreibung',
      'deinen Platz in der Rangliste und auf dem Großbildschirm',
      'die Felder, die andere Spieler mit deinem Freundescode gefüllt haben (ihre Karten werden neu gewertet)',
      'die Stimmen, die du abgegeben hast, und die Stimmen für dich',
      'deine Kontaktdaten für dieses Event',
    ],
    leaveKeeps:
      'Ein Feld, in das jemand nur deinen Namen ohne deinen Freundescode eingetragen hat, lässt sich dir nicht zuordnen und bleibt auf der Karte dieser Person.',
    leaveConfirm: 'Verlassen und Daten löschen',
    leaving: 'Wird gelöscht …',
    cancel: 'Abbrechen',
    left: 'Du hast das Event verlassen. Deine Daten dazu sind gelöscht.',
    leaveFailed: 'Deine Daten konnten nicht gelöscht werden. Bitte versuche es erneut.',
    /** The account page (/account). */
    accountTitle: 'Mein Konto',
    accountLink: 'Mein Konto',
    signedInAs: 'Angemeldet als',
    deleteAccountTitle: 'Mein Konto löschen',
    deleteAccountLead:
      'Löscht dein Konto und alles, was dazugehört, sofort. Das kann nicht rückgängig gemacht werden.',
    deleteAccountAction: 'Mein Konto löschen',
    deleteAccountDialogTitle: 'Dein Konto löschen?',
    ownedEventsTitle:
      'Events, deren Inhaber du bist: werden mit allen Spielern, Kontakten und Fotos gelöscht',
    ownedEvent: (name: string, players: number) =>
      `${name} (${countOf(players, { one: '# Spieler', other: '# Spieler' })})`,
    demoEvent: 'Demo',
    playedEventsTitle:
      'Events, bei denen du mitspielst: Du verlässt sie, und deine Daten darin werden gelöscht',
    adminEventsTitle: 'Events, die du mitorganisierst: Du bist dort kein Veranstalter mehr',
    nothingElse: 'Dir gehört kein Event, und du spielst bei keinem mit.',
    accountAlsoDeletes:
      'Ebenfalls gelöscht werden: deine Anmeldesitzungen, Einmalcodes, Ticketing-Verbindungen und hochgeladenen Teilnehmerlisten.',
    typeEmailLabel: (email: string) => `Gib zur Bestätigung deine E-Mail-Adresse (${email}) ein`,
    deleteAccountConfirm: 'Mein Konto endgültig löschen',
    deletingAccount: 'Wird gelöscht …',
    accountDeleted: 'Dein Konto ist gelöscht.',
    deleteAccountFailed: 'Dein Konto konnte nicht gelöscht werden. Bitte versuche es erneut.',
    summaryFailed: 'Die Inhalte deines Kontos konnten nicht geladen werden. Bitte versuche es erneut.',
    /** The API's answers. */
    leftApi:
      'Du hast das Event verlassen: Deine Karte, deine Kontakte, die Verknüpfungen zu dir und deine Stimmen sind gelöscht',
    accountSummary: 'Was beim Löschen deines Kontos gelöscht wird',
    accountDeletedApi: 'Dein Konto und seine Daten sind gelöscht',
  },
  /** "People I met": a player's own connections, the contact details they share, the vCard and CSV downloads. */
  people: {
    title: 'Meine Kontakte',
    lead: 'Alle, mit denen du dich bei diesem Event vernetzt hast. Speichere sie in den Kontakten deines Handys oder in einer Tabelle.',
    back: 'Zurück zu meiner Karte',
    openLink: 'Meine Kontakte',
    empty:
      'Noch niemand. Füll ein Feld deiner Karte, wenn du jemanden triffst, dann erscheint die Person hier.',
    loading: 'Deine Kontakte werden geladen …',
    listFailed: 'Deine Kontakte konnten nicht geladen werden',
    contactFailed: 'Deine Kontaktdaten konnten nicht geladen werden',
    listLabel: 'Die Leute, die du getroffen hast',
    linkedAs: (name: string) => `Per Freundescode verknüpft: ${name}`,
    letter: (letter: string) => `Buchstabe ${letter}`,
    metAtTime: (time: string) => `Getroffen: ${time}`,
    noPhoto: 'Kein Foto',
    sharedContact: 'Geteilte Kontaktdaten',
    linkedinLink: (name: string) => `${name} auf LinkedIn`,
    emailLink: (name: string) => `E-Mail an ${name}`,
    downloadVcard: 'Kontakte herunterladen (vCard)',
    downloadCsv: 'Tabelle herunterladen (CSV)',
    downloadFailed: 'Der Download ist fehlgeschlagen. Bitte versuche es erneut.',
    tooManyDownloads: (seconds: number) =>
      `Zu viele Downloads. Bitte versuche es in ${waitText(seconds)} erneut.`,
    /** Under the download buttons while a refusal's wait runs. */
    downloadAgainIn: (seconds: number) => `Du kannst in ${waitText(seconds)} erneut herunterladen.`,
    /** The vCard's NOTE, after the description: where and when the two met. */
    metAt: (event: string, date: string) => `Getroffen bei ${event} am ${date}`,
    /** The columns of the CSV download, in order. */
    csvHeader: [
      'Name',
      'Verknüpfter Spieler',
      'Beschreibung',
      'Buchstabe',
      'Getroffen am (UTC)',
      'LinkedIn',
      'E-Mail',
      'Firma/Rolle',
    ],
    contactTitle: 'Meine Kontaktdaten',
    contactLead:
      'Freiwillig. Nur sichtbar für Spieler, die sich per Freundescode mit dir vernetzt haben, und nur solange das Teilen an ist.',
    linkedinLabel: 'URL deines LinkedIn-Profils',
    linkedinPlaceholder: 'https://linkedin.com/in/du',
    emailLabel: 'E-Mail',
    roleLabel: 'Firma / Rolle',
    roleHint: 'Zum Beispiel: Entwicklerin bei Acme',
    shareLabel: 'Mit den Leuten teilen, die sich mit mir vernetzt haben',
    save: 'Speichern',
    saved: 'Deine Kontaktdaten sind gespeichert',
    saveFailed: 'Deine Kontaktdaten konnten nicht gespeichert werden. Bitte versuche es erneut.',
    linkedinInvalid:
      'Gib dein LinkedIn-Profil als https-Link auf linkedin.com ein, z. B. https://www.linkedin.com/in/dein-name',
    linkedinTooLong: (max: number) => `Die LinkedIn-Adresse darf höchstens ${max} Zeichen haben`,
    emailInvalid: 'Gib eine gültige E-Mail-Adresse ein, z. B. name@example.com',
    emailTooLong: (max: number) => `Die E-Mail-Adresse darf höchstens ${max} Zeichen haben`,
    roleTooLong: (max: number) => `Firma / Rolle darf höchstens ${max} Zeichen haben`,
    shareInvalid: 'share muss true oder false sein',
    /** The API's answers. */
    listed: 'Die Leute, die du getroffen hast',
    contact: 'Deine Kontaktdaten',
  },
} satisfies Translation<typeof englishPrivacy>;
