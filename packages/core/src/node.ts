/**
 * `@hoogo/core` on Node (the server, the tests, the e2e runner): the package with English registered at
 * once, so a sentence can be read before any language is loaded. A browser bundle takes src/index.ts,
 * where English is a chunk of its own like the other four (docs/decisions/0086-five-languages.md).
 */

import { english } from './messages/en/index.js';
import { registerCatalogue } from './messages/index.js';

registerCatalogue('en', english);

export * from './index.js';
export { english };
