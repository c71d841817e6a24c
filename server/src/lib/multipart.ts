import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { ApiError, badRequest } from './api-error.ts';

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

export interface MultipartFormOptions {
  // The file fields the form may carry, each with its size limit and the 400 to answer when a
  // file is bigger.
  files: Record<string, { maxBytes: number; tooLarge: ApiError }>;
  // How many text fields at most.
  maxFields: number;
}

// Text fields are short (names, emails, passwords); anything longer is refused, not truncated.
const MAX_FIELD_BYTES = 16 * 1024;

const uploads = new WeakMap<FastifyRequest, Map<string, UploadedFile>>();

export function uploadedFile(request: FastifyRequest, field: string): UploadedFile | null {
  return uploads.get(request)?.get(field) ?? null;
}

// A preValidation hook for routes that take multipart/form-data as well as JSON (the routes'
// scope registers @fastify/multipart). It reads the whole form, puts the text fields in
// request.body (so the route's schema validates them like JSON) and keeps each file in memory
// for uploadedFile(). Every way a form can be wrong answers a 400 or 413, never a 500.
export function multipartForm(options: MultipartFormOptions): preValidationAsyncHookHandler {
  const fileLimits = Object.values(options.files).map((file) => file.maxBytes);
  const maxFiles = fileLimits.length;
  const limits = {
    fields: options.maxFields,
    files: maxFiles,
    parts: options.maxFields + maxFiles,
    fieldSize: MAX_FIELD_BYTES,
    fileSize: Math.max(0, ...fileLimits),
  };

  return async (request) => {
    if (!request.isMultipart()) return;
    const fields: Record<string, string> = {};
    const files = new Map<string, UploadedFile>();
    try {
      for await (const part of request.parts({ limits })) {
        if (fields[part.fieldname] !== undefined || files.has(part.fieldname)) {
          if (part.type === 'file') part.file.resume();
          throw badRequest(`${part.fieldname}: send it only once`, 'invalid', part.fieldname);
        }
        if (part.type === 'field') {
          if (part.valueTruncated) {
            throw badRequest(`${part.fieldname}: is too long`, 'invalid', part.fieldname);
          }
          if (typeof part.value !== 'string') {
            throw badRequest(`${part.fieldname}: must be text`, 'invalid', part.fieldname);
          }
          fields[part.fieldname] = part.value;
          continue;
        }
        const rule = options.files[part.fieldname];
        if (!rule) {
          part.file.resume();
          throw badRequest(
            `${part.fieldname}: files are not accepted here`,
            'invalid',
            part.fieldname,
          );
        }
        const data = await readFile(part.toBuffer(), rule.tooLarge);
        if (data.length > rule.maxBytes) throw rule.tooLarge;
        // A form whose file input was left empty sends a part with no bytes (and no file name).
        if (data.length === 0) continue;
        files.set(part.fieldname, { fileName: part.filename, data });
      }
    } catch (error) {
      throw toFormError(error);
    }
    request.body = fields;
    uploads.set(request, files);
  };
}

async function readFile(reading: Promise<Buffer>, tooLarge: ApiError): Promise<Buffer> {
  try {
    return await reading;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge : error;
  }
}

function toFormError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new ApiError(413, {
      detail: 'The form has too many fields or files',
      code: 'too_many_parts',
    });
  }
  return badRequest('The multipart form could not be read', 'invalid_multipart');
}
