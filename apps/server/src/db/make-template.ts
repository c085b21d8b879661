// `npm start`'s server build step: makes the PGlite template when there is none yet
// (docs/decisions/0051-a-compiled-server-for-npm-start.md).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { makePgliteTemplate, pgliteTemplateFile } from './index.js';

const file = pgliteTemplateFile();
if (!existsSync(file)) {
  console.log('Making the template of new embedded databases (initdb and migrations, once)...');
  await makePgliteTemplate(file);
  // Templates of an older PGlite or older migrations (40 MB each) will not be used again.
  const dir = path.dirname(file);
  for (const name of readdirSync(dir)) {
    if (/^pglite-[0-9a-f]+\.tar$/.test(name) && name !== path.basename(file)) rmSync(path.join(dir, name));
  }
}
