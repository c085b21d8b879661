/**
 * The field names of the API's multipart bodies, spelled once: the server's body schemas are keyed by
 * them and the web app's forms append them (docs/decisions/0072-one-contract.md). A multipart body is
 * typed by its field names only: its values are text or a file, whatever the platform's file type is.
 */

/** POST /manage-game/{id}/user-input/ : one connection and its selfie. */
export const connectionFields = {
  letter: 'letter',
  image: 'image',
  name: 'name',
  liner: 'liner',
  x: 'cords[x]',
  y: 'cords[y]',
  code: 'code',
  selfieConsent: 'selfie_consent',
} as const;

/** The event's grid cells in the update body: `matrix[row][col]`, row and column 0 to 4. */
export type GridCellField = `matrix[${0 | 1 | 2 | 3 | 4}][${0 | 1 | 2 | 3 | 4}]`;

/** The update body's field of one grid cell. */
export function gridCellField(row: number, col: number): GridCellField {
  return `matrix[${row}][${col}]` as GridCellField;
}

/** PATCH /manage-event/{id}/update/ : any of the event's editable fields ('null' clears a value). */
export const eventUpdateFields = {
  name: 'name',
  codeDigits: 'code_digits',
  playWithTicketCode: 'play_with_ticket_code',
  mmpEventId: 'mmp_event_id',
  postTemplate: 'post_template',
  storyTemplate: 'story_template',
  socialMediaTemplate: 'social_media_template',
  votingEnabled: 'voting_enabled',
  venuePrivacy: 'venue_privacy',
  requireSelfieConsent: 'require_selfie_consent',
  quickJoin: 'quick_join',
  selfieRetentionDays: 'selfie_retention_days',
  language: 'language',
} as const;

/** PUT /manage-event/{id}/branding/ : the big screen's logo and accent colour (docs/decisions/0084-the-boards-branding.md). */
export const brandingFields = {
  logo: 'logo',
  removeLogo: 'remove_logo',
  accentColor: 'accent_color',
} as const;

/** POST /common/linkedin/post-image/ : the card and the post's text. */
export const linkedinPostFields = {
  author: 'author',
  content: 'content',
  templateImage: 'template_image',
} as const;

/** POST /manage-event/user/mmp/csv/ : an attendee list and its name. */
export const attendeeListFields = {
  name: 'name',
  file: 'file',
} as const;

/** The field names of one multipart body, from its constants. */
export type FieldsOf<Fields extends Record<string, string>> = Fields[keyof Fields];

/**
 * A multipart body with these field names, as a client sends it (a FormData on the web). Opaque: it is
 * made by the client's form builder, which takes the names from the constants above.
 */
export interface MultipartBody<Field extends string> {
  readonly __multipartFields: Field;
}
