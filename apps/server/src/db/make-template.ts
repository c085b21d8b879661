// `npm start`'s server build step: makes the PGlite template when there is none yet (docs/startup.md).
import { existsSync } from 'node:fs';
import { makePgliteTemplate, pgliteTemplateFile } from './index.js';

const file = pgliteTemplateFile();
if (!existsSync(file)) {
  console.log('Making the template of new embedded databases (initdb and migrations, once)...');
  await makePgliteTemplate(file);
}
