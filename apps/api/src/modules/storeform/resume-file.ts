// A résumé is taken only when its declared type and its first bytes agree that it is a PDF or a
// Word document, and it is at most 5 MB (decision 171). Anything else is refused before a byte is kept.
import {
  RESUME_CONTENT_TYPES,
  STOREFORM_LIMITS,
  type ResumeContentType,
  type ResumeUpload,
} from '@storefront/contract';
import { AppError } from '../../platform/errors.ts';

export interface CheckedResume {
  bytes: Buffer;
  contentType: ResumeContentType;
  extension: 'pdf' | 'doc' | 'docx';
  fileName: string;
}

const PDF = Buffer.from('%PDF-', 'latin1');
/** The OLE compound file header of a .doc. */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A zip's local file header: a .docx is a zip holding word/document.xml. */
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const extensionOf: Record<ResumeContentType, CheckedResume['extension']> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

const FIELD = 'body.resume';
export const RESUME_TOO_LARGE_MESSAGE = `Your résumé is larger than ${STOREFORM_LIMITS.resumeBytes / 1024 / 1024} MB. Please send a smaller file.`;
export const RESUME_WRONG_TYPE_MESSAGE = 'Your résumé must be a PDF or Word document (.pdf, .doc or .docx).';

const tooLarge = () =>
  new AppError(413, 'InvalidRequest', RESUME_TOO_LARGE_MESSAGE, [{ field: FIELD, message: 'At most 5 MB' }]);
const wrongType = (message: string) =>
  new AppError(415, 'InvalidRequest', RESUME_WRONG_TYPE_MESSAGE, [{ field: FIELD, message }]);

/** True when the bytes are what the type says: PDF, OLE (.doc) or a zip naming a word/ part (.docx). */
export function bytesMatch(contentType: ResumeContentType, bytes: Buffer): boolean {
  if (contentType === 'application/pdf') return bytes.subarray(0, PDF.length).equals(PDF);
  if (contentType === 'application/msword') return bytes.subarray(0, OLE.length).equals(OLE);
  // File names in a zip's headers are stored as plain text, so "word/" shows in the bytes.
  return bytes.subarray(0, ZIP.length).equals(ZIP) && bytes.includes('word/', 0, 'latin1');
}

const isResumeType = (value: string): value is ResumeContentType =>
  (RESUME_CONTENT_TYPES as readonly string[]).includes(value);

/** Decodes and checks the upload: 413 when too large, 415 when not a PDF or Word document. */
export function checkResume(upload: ResumeUpload): CheckedResume {
  // Base64 holds 3 bytes in 4 characters: refuse by length before decoding a large body.
  if (Math.floor((upload.data.length * 3) / 4) > STOREFORM_LIMITS.resumeBytes + 2) throw tooLarge();
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length > STOREFORM_LIMITS.resumeBytes) throw tooLarge();
  if (bytes.length === 0) {
    throw new AppError(400, 'InvalidRequest', 'Please attach your résumé.', [{ field: FIELD, message: 'Empty file' }]);
  }
  const contentType = upload.contentType.trim().toLowerCase();
  if (!isResumeType(contentType)) throw wrongType(`Not a PDF or Word type: ${contentType || '(none)'}`);
  const extension = extensionOf[contentType];
  if (!upload.fileName.toLowerCase().endsWith(`.${extension}`)) {
    throw wrongType(`The file name must end in .${extension} for this type`);
  }
  if (!bytesMatch(contentType, bytes)) throw wrongType('The file content is not what its type says');
  return { bytes, contentType, extension, fileName: upload.fileName };
}
