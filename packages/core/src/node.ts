/**
 * `@hoogo/core` on Node (the server, the tests, the e2e runner): the package with English registered at
 * once, so a sentence can be read before any language is loaded. A browser bundle takes src/index.ts,
 * where English is a chunk of its own like the other four (docs/decisions/0086-five-languages.md).
 */

import * as englishAreas from './messages/en/index.js';
import { composeCatalogue, registerCatalogue } from './messages/index.js';

const english = composeCatalogue(englishAreas);
registerCatalogue('en', english);

export * from './index.js';
export { english };
