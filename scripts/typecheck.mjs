// `npm run typecheck`: every TypeScript project, as many at once as there are cores.
import { bin, runCaptured, runPooled, typecheckArgs, typecheckProjects } from './lib.mjs';

const results = await runPooled(
  typecheckProjects.map((project) => () => runCaptured(bin('tsc'), typecheckArgs(project))),
);
let failed = false;
for (const [i, { code, output }] of results.entries()) {
  if (output) process.stdout.write(output);
  if (code !== 0) {
    console.error(`typecheck: ${typecheckProjects[i]} failed`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
