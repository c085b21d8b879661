import { z } from 'zod';
import { HEX_COLOR_PATTERN } from '../color.js';
import { messages } from '../messages/index.js';

/**
 * The big screen's branding (docs/decisions/0084-the-boards-branding.md): the event's logo and an accent
 * colour, set by its hosts, shown by the board. Both optional: without them the board keeps the
 * product's look.
 */

/** The logo's longest side as stored: the board shows it at most about 200 px high on a 4K screen. */
export const BRAND_LOGO_MAX_PX = 800;

export const brandLogoSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const brandingSchema = z.object({
  logo: brandLogoSchema.nullable().describe("The event's logo on the big screen; null for none"),
  accent_color: z
    .string()
    .nullable()
    .describe('The accent colour (#rrggbb) of the big screen; null for the product colours'),
});
/** The branding of an event as every reader of its public information gets it. */
export type Branding = z.infer<typeof brandingSchema>;

/** An accent colour as hosts send it: #rrggbb (any case), or 'null' to go back to the product colours. */
export const accentColorField = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === 'null' || HEX_COLOR_PATTERN.test(value), {
    error: () => messages.branding.accentFormat,
  })
  .transform((value) => (value === 'null' ? null : value));
