import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@hoogo/core';
import fp from 'fastify-plugin';

/** Multipart bodies (event templates, connection selfies): at most two files of 10 MB each. */
export default fp(
  async (fastify) => {
    await fastify.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 50, fieldSize: 64 * 1024 },
    });
  },
  { name: 'multipart' },
);
