import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@portal/contract';
import { HttpError } from '../errors';
import { ContentScanner, type ScanResult } from './content-scan';
import { uploadRefusal } from './upload-errors';

/** The one file part's name in every upload form. */
export const FILE_FIELD = 'file';

// Room for the multipart boundaries and the few small fields next to the file.
const ENVELOPE_BYTES = 64 * 1024;

export interface ReceivedFile {
  /** A temporary file holding the upload; removed by cleanup(). */
  path: string;
  scan: ScanResult;
  fields: Record<string, string>;
  cleanup(): Promise<void>;
}

function multipartRefusal(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadRefusal.tooLarge();
    case 'FST_FILES_LIMIT':
      return uploadRefusal.tooManyFiles();
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return uploadRefusal.unknownField();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return uploadRefusal.notMultipart();
    default:
      return err;
  }
}

/**
 * Streams the one file of a multipart request to a temporary file while scanning it, refusing before
 * anything is buffered: a declared length over the limit, a second file, an unknown field, or a file that
 * grows past the limit (reading stops there). Memory stays at one chunk per upload.
 */
export async function receiveMultipartFile(
  request: FastifyRequest,
  allowedFields: readonly string[] = [],
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw uploadRefusal.notMultipart();
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > UPLOAD_MAX_BYTES + ENVELOPE_BYTES) throw uploadRefusal.tooLarge();

  const dir = await mkdtemp(path.join(tmpdir(), 'portal-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'upload');
  const fields: Record<string, string> = {};
  let scan: ScanResult | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: 1,
        fields: allowedFields.length,
        fieldSize: 1024,
        parts: allowedFields.length + 1,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) throw uploadRefusal.unknownField();
        const scanner = new ContentScanner();
        await pipeline(part.file, scanner, createWriteStream(file, { mode: 0o600 }));
        if (part.file.truncated) throw uploadRefusal.tooLarge();
        scan = scanner.result();
      } else {
        if (!allowedFields.includes(part.fieldname)) throw uploadRefusal.unknownField();
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    await cleanup();
    throw multipartRefusal(err);
  }
  if (!scan) {
    await cleanup();
    throw uploadRefusal.noFile();
  }
  return { path: file, scan, fields, cleanup };
}
