import { accentColorField, brandingFields, messages } from '@hoogo/core';
import { z } from 'zod';
import { imageFile, textBoolean } from './events.js';

const known = new Set<string>(Object.values(brandingFields));

/**
 * PUT /manage-event/{id}/branding/ (multipart, docs/decisions/0084-the-boards-branding.md): a new logo
 * or remove_logo, and the accent colour ('null' clears it). A field left out stays as it is; a field the
 * call does not know is refused, so a typo is never silent.
 */
export const brandingBody = z
  .object({
    [brandingFields.logo]: imageFile.optional().describe("The event's logo (PNG, JPEG or WebP)"),
    [brandingFields.removeLogo]: textBoolean(brandingFields.removeLogo)
      .optional()
      .describe("'true' removes the logo"),
    [brandingFields.accentColor]: accentColorField
      .optional()
      .describe("#rrggbb, or 'null' for the product's colours"),
  })
  .catchall(z.unknown())
  .superRefine((body, context) => {
    for (const field of Object.keys(body)) {
      if (!known.has(field)) {
        context.addIssue({ code: 'custom', path: [field], message: messages.eventApi.unknownField(field) });
      }
    }
    if (body.logo !== undefined && body.remove_logo === true) {
      context.addIssue({
        code: 'custom',
        path: [brandingFields.logo],
        message: messages.branding.logoAndRemove,
      });
    }
    if (body.logo === undefined && body.remove_logo === undefined && body.accent_color === undefined) {
      context.addIssue({ code: 'custom', path: [], message: messages.branding.nothingToChange });
    }
  });

export type BrandingBody = z.infer<typeof brandingBody>;
