import { brandingSchema, envelope, errorEnvelope, eventParams, messages } from '@hoogo/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoredTemplate } from '../../../db/schema.js';
import { brandingOf } from '../../../lib/branding.js';
import { ok } from '../../../lib/envelope.js';
import { bearer, errors } from '../../../lib/route-docs.js';
import { routeUrl } from '../../../lib/route-url.js';
import { eventOf } from '../../../plugins/app/auth/event-access.js';
import { brandLogoImage } from '../../../plugins/app/media/images.js';
import type { HeldFile } from '../../../plugins/app/media/media-lifetime.js';
import { brandingBody } from '../../../schemas/branding.js';

/** The big screen's logo and accent colour, as its hosts set them (docs/decisions/0084-the-boards-branding.md). */
const brandingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { eventsRepository: events, mediaStorage: media } = fastify;

  fastify.put(
    routeUrl(fastify, 'updateBranding'),
    {
      schema: {
        tags: ['events'],
        summary: "Set the big screen's logo and accent colour (owner or admin)",
        description:
          "Multipart. `logo`: an image (checked by its bytes, scaled to at most 800 px); `remove_logo: 'true'` " +
          "removes it; `accent_color`: #rrggbb, or 'null' for the product's colours. A field left out stays " +
          'as it is. Open big screens follow at once (`branding_changed`). Answers the branding.',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        params: eventParams,
        body: brandingBody,
        response: { 200: envelope(brandingSchema), 413: errorEnvelope, ...errors },
      },
      // Before the body is read: a refused upload never has its logo read (plugins/external/multipart.ts).
      onRequest: [fastify.validateAddress, fastify.authenticate, fastify.loadEvent, fastify.requireHost],
    },
    async (request) => {
      const { body } = request;
      const event = eventOf(request);
      let stored: { logo: StoredTemplate; file: HeldFile } | undefined;
      if (body.logo) {
        const { bytes, ext, width, height } = await brandLogoImage(body.logo, 'logo');
        const key = await media.put(bytes, ext);
        stored = { logo: { key, width, height }, file: { key, bytes, ext } };
      }
      const logo = stored ? stored.logo : body.remove_logo ? null : undefined;
      const held = stored?.file;
      const { before, after } = await events
        .setBranding(
          event.id,
          { logo, accentColor: body.accent_color },
          held && ((tx) => fastify.mediaLifetime.hold(tx, [held])),
        )
        .catch(async (error: unknown) => {
          // The new file is referenced by no one unless another event uses the same image.
          if (held) await fastify.dataDeletion.releaseTemplates([held.key]);
          throw error;
        });
      const branding = brandingOf(after, media.url);
      fastify.announce(after.id, { type: 'branding_changed', branding });
      if (logo !== undefined && before.brandLogo)
        await fastify.dataDeletion.releaseTemplates([before.brandLogo.key]);
      return ok(branding, messages.branding.saved);
    },
  );
};

export default brandingRoutes;
