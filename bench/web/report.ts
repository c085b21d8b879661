import type { WebResult } from './run.ts';

export function writeWebSection(_file: string, _result: WebResult, _baselineFile: string): void {
  throw new Error('not yet');
}
