import { z } from 'zod';
import { ANNOUNCEMENT_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { eventParams } from './event.js';

const t = messages.announcements;

/**
 * Control characters (line breaks included: an announcement is one line), and the invisible ones that
 * reorder or hide text (bidirectional overrides, zero-width characters).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
/** Something shaped like an HTML tag or comment: `<b>`, `</div>`, `<!-- -->`, `<?xml`. */
const TAG = /<\/?[a-z!?][^<>]*>/i;

/** Whether an announcement's text holds markup or control characters (refused, never stripped). */
export const hasMarkupOrControl = (text: string) => CONTROL.test(text) || TAG.test(text);

/**
 * An announcement's text (docs/decisions/0082-announcements.md): plain, trimmed, 1 to
 * ANNOUNCEMENT_MAX_LENGTH characters; markup and control characters are refused, with a sentence saying so.
 */
export const announcementTextSchema = z
  .string({ error: () => t.empty })
  .trim()
  .min(1, { error: () => t.empty })
  .max(ANNOUNCEMENT_MAX_LENGTH, { error: () => t.tooLong(ANNOUNCEMENT_MAX_LENGTH) })
  .refine((text) => !hasMarkupOrControl(text), { error: () => t.noMarkup });

/** POST /manage-event/{id}/announcements/ : a host's announcement. */
export const announcementBody = z.object({ text: announcementTextSchema });
export type AnnouncementBody = z.infer<typeof announcementBody>;

/** An announcement as phones and big screens get it: no host named. */
export const announcementSchema = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string().describe('ISO 8601, UTC'),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** An announcement as its hosts list it: who wrote it too. */
export const hostAnnouncementSchema = announcementSchema.extend({
  author_name: z.string().nullable().describe("The writing host's name; null once their account is gone"),
});
export type HostAnnouncement = z.infer<typeof hostAnnouncementSchema>;

/** GET /manage-event/{id}/announcements/ : the event's announcements, newest first. */
export const announcementListSchema = z.array(hostAnnouncementSchema);
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** /manage-event/{id}/announcements/{announcementId}/ */
export const announcementParams = eventParams.extend({
  announcementId: z.uuid().describe("The announcement's id"),
});
