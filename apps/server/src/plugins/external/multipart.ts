import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@hoogo/core';
import fp from 'fastify-plugin';

/**
 * Multipart bodies (event templates, connection selfies): at most two files of 10 MB each. The parts
 * become a plain body (text fields as strings, files as Buffers), so a multipart body is validated by the
 * route's zod schema exactly like a JSON one and shows in the OpenAPI document. Only the bytes of a file
 * are kept: its name and declared type prove nothing, the image service checks the bytes themselves.
 */
export default fp(
  async (fastify) => {
    await fastify.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 50, fieldSize: 64 * 1024 },
    });
  },
  { name: 'multipart' },
);
