import { MAX_CSV_BYTES } from '../../contract/csv-upload';

/**
 * A refusal of the uploaded file as a whole, in the contract's error shape:
 * `{ message, errors: { file: [message] } }` with 422 (missing / not a valid CSV) or 413 (too large).
 */
export class UploadError extends Error {
  override name = 'UploadError';

  constructor(
    readonly statusCode: 413 | 422,
    message: string,
  ) {
    super(message);
  }

  static invalidFile(message: string): UploadError {
    return new UploadError(422, message);
  }

  static tooLarge(): UploadError {
    return new UploadError(413, `The file may not be greater than ${MAX_CSV_BYTES / (1024 * 1024)} MB (${MAX_CSV_BYTES} bytes).`);
  }

  static missing(): UploadError {
    return new UploadError(422, 'The file field is required: send multipart/form-data with the CSV in a part named "file".');
  }

  get body(): { message: string; errors: { file: string[] } } {
    return { message: this.message, errors: { file: [this.message] } };
  }
}
