import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@portal/contract';
import { HttpError } from '../errors';

const MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));
const MP = Math.round(UPLOAD_MAX_PIXELS / 1_000_000);

/** Every refusal of the upload pipeline, with a message the patient can act on. */
export const uploadRefusal = {
  tooLarge: () => new HttpError(413, `The file is too large. Please choose a photo of at most ${MB} MB.`),
  tooManyFiles: () => new HttpError(413, 'Please send one photo at a time.'),
  noFile: () => new HttpError(400, 'Please choose a photo to upload.'),
  empty: () => new HttpError(400, 'The file is empty. Please choose a photo.'),
  unknownField: () => new HttpError(400, 'The upload contains an unexpected field.'),
  notMultipart: () => new HttpError(415, 'Please send the photo as a file upload (multipart/form-data).'),
  notAnImage: () =>
    new HttpError(415, 'This file is not a photo we can read. Please choose a JPEG, PNG or WebP image.'),
  foreign: () =>
    new HttpError(
      415,
      'This file contains more than a photo and cannot be accepted. Please take a new photo.',
    ),
  heif: () =>
    new HttpError(
      415,
      'HEIC photos cannot be read here. Please choose a JPEG, PNG or WebP image (on an iPhone: Settings > Camera > Formats > Most Compatible).',
    ),
  tooManyPixels: () =>
    new HttpError(413, `The photo has too many pixels. Please choose a photo of at most ${MP} megapixels.`),
  damaged: () => new HttpError(422, 'The photo is damaged or incomplete. Please take or choose it again.'),
  badIdempotencyKey: () =>
    new HttpError(400, 'Idempotency-Key must be 8 to 128 letters, digits, hyphens or underscores.'),
};
