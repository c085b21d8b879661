import { randomBytes } from 'node:crypto';

/** A file field of a form: its name, bytes and declared type (application/octet-stream when none). */
export interface FilePart {
  filename: string;
  content: Buffer;
  type?: string;
}

export type FormParts = Array<[string, string | FilePart]>;

/**
 * A multipart/form-data body built by hand, so a test controls every byte, name and declared type; the
 * file bytes are not copied (a test sends many large bodies at once).
 */
export function multipartChunks(parts: FormParts): { chunks: Buffer[]; contentType: string; length: number } {
  const boundary = `----hoogo${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    const head =
      typeof value === 'string'
        ? `Content-Disposition: form-data; name="${name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
          `Content-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push(typeof value === 'string' ? Buffer.from(value) : value.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return { chunks, contentType: `multipart/form-data; boundary=${boundary}`, length };
}

/** The same body in one buffer, for fastify.inject. */
export function multipart(parts: FormParts): { payload: Buffer; contentType: string } {
  const { chunks, contentType } = multipartChunks(parts);
  return { payload: Buffer.concat(chunks), contentType };
}

/** The same fields as a FormData, for fetch. */
export function formData(parts: FormParts): FormData {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.content)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  return form;
}

/** The fields that set an event's grid: row x of `grid` holds the letters of cells (x, 0) to (x, 4). */
export function gridFields(grid: ReadonlyArray<ReadonlyArray<string> | string>): Array<[string, string]> {
  return grid.flatMap((row, x) =>
    [...row].map((letter, y): [string, string] => [`matrix[${x}][${y}]`, letter]),
  );
}

/** A connection as a player submits it for the cell (x, y): the person met, a line about them, a selfie. */
export interface ConnectionForm {
  x: number | string;
  y: number | string;
  letter: string;
  name: string;
  liner: string;
  /** The friend code of the person met, when the event uses codes. */
  code?: string;
  image?: FilePart;
}

/** The fields of a connection's submission (user-input), the selfie last. */
export function connectionFields(connection: ConnectionForm): FormParts {
  const parts: FormParts = [
    ['letter', connection.letter],
    ['name', connection.name],
    ['liner', connection.liner],
    ['cords[x]', String(connection.x)],
    ['cords[y]', String(connection.y)],
  ];
  if (connection.code !== undefined) parts.push(['code', connection.code]);
  if (connection.image) parts.push(['image', connection.image]);
  return parts;
}
