import { UploadError } from './upload-error';

// Bytes of the uploaded file → text. The decoder is fatal (invalid UTF-8 is an error, never a
// silent U+FFFD) and streaming (a multi-byte character split across two chunks is joined), and the
// leading byte-order mark is dropped. A NUL byte is refused outright: it never occurs in CSV text and
// is the mark of a binary file or a UTF-16 export.

export const NOT_TEXT_MESSAGE = 'The file must be a CSV text file (UTF-8).';

export class CsvTextDecoder {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  private bytes = 0;

  decode(chunk: Uint8Array): string {
    const nul = chunk.indexOf(0);
    if (nul !== -1) {
      throw UploadError.invalidFile(
        `${NOT_TEXT_MESSAGE} It contains a NUL byte at byte ${this.bytes + nul + 1}: it looks like a binary ` +
          'file (or a UTF-16 export — save it as "CSV UTF-8").',
      );
    }
    this.bytes += chunk.length;
    try {
      return this.decoder.decode(chunk, { stream: true });
    } catch {
      throw this.invalidUtf8();
    }
  }

  /** Flushes the decoder: a file ending in the middle of a multi-byte character is not UTF-8. */
  end(): string {
    try {
      return this.decoder.decode();
    } catch {
      throw this.invalidUtf8();
    }
  }

  get byteCount(): number {
    return this.bytes;
  }

  private invalidUtf8(): UploadError {
    return UploadError.invalidFile(
      `${NOT_TEXT_MESSAGE} Bytes before byte ${this.bytes + 1} are not valid UTF-8 (save it as "CSV UTF-8").`,
    );
  }
}
