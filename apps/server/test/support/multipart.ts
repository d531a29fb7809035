import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  body: Buffer;
  filename: string;
  contentType: string;
  field?: string;
}

/** A multipart/form-data body as a browser sends it: the fields, then the file part(s). */
export function multipart(
  files: MultipartFile[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\ncontent-type: ${f.contentType}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
