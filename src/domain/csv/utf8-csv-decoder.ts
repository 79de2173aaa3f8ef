import { CsvFormatError } from './csv-stream-parser';

// Bytes of a CSV file → text, for the server's upload stream and the dashboard's preview alike. The
// decoder is fatal (invalid UTF-8 is an error, never a silent U+FFFD; WHATWG Encoding, "fatal" flag)
// and streaming (a multi-byte character split across two chunks is joined); the leading byte-order
// mark is dropped. A NUL byte is refused outright: it never occurs in CSV text and is the mark of a
// binary file or a UTF-16 export. Only the TextDecoder web API: no Node built-ins. Errors name the
// exact byte, whatever the chunks (the server's and the browser's differ), so both say the same.

const NOT_TEXT_MESSAGE = 'The file must be a CSV text file (UTF-8).';

/** Bytes a UTF-8 sequence starting with `lead` has (RFC 3629 §3), 0 for a continuation byte. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead < 0xc0) return 0;
  if (lead < 0xe0) return 2;
  return lead < 0xf0 ? 3 : 4;
}

export class Utf8CsvDecoder {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  private bytes = 0;
  /** The last (up to 3) bytes decoded: an unfinished character is held there between chunks. */
  private tail = new Uint8Array(0);

  /** Throws CsvFormatError on a NUL byte or bytes that are not UTF-8. */
  decode(chunk: Uint8Array): string {
    const nul = chunk.indexOf(0);
    if (nul !== -1) {
      // Bytes before the NUL that are not UTF-8 come first, however the file is cut into chunks.
      try {
        this.decoder.decode(chunk.subarray(0, nul), { stream: true });
      } catch {
        throw this.invalidUtf8(chunk);
      }
      throw new CsvFormatError(
        `${NOT_TEXT_MESSAGE} It contains a NUL byte at byte ${this.bytes + nul + 1}: it looks like a binary ` +
          'file (or a UTF-16 export — save it as "CSV UTF-8").',
      );
    }
    let text: string;
    try {
      text = this.decoder.decode(chunk, { stream: true });
    } catch {
      throw this.invalidUtf8(chunk);
    }
    this.bytes += chunk.length;
    const kept = new Uint8Array(Math.min(3, this.tail.length + chunk.length));
    kept.set(chunk.subarray(Math.max(0, chunk.length - kept.length)), Math.max(0, kept.length - chunk.length));
    if (chunk.length < kept.length) kept.set(this.tail.subarray(this.tail.length - (kept.length - chunk.length)), 0);
    this.tail = kept;
    return text;
  }

  /** Flushes the decoder: a file ending in the middle of a multi-byte character is not UTF-8. */
  end(): string {
    try {
      return this.decoder.decode();
    } catch {
      throw new CsvFormatError(`${NOT_TEXT_MESSAGE} It ends in the middle of a UTF-8 character (byte ${this.bytes}; save it as "CSV UTF-8").`);
    }
  }

  get byteCount(): number {
    return this.bytes;
  }

  /**
   * The error for a chunk that is not UTF-8, naming the byte where the bad sequence starts: the
   * shortest prefix of the chunk a fresh decoder refuses (after the character left unfinished by the
   * earlier chunks; binary search, stream mode accepts a character cut at the end), less the
   * unfinished character it was meant to continue.
   */
  private invalidUtf8(chunk: Uint8Array): CsvFormatError {
    const carry = this.tail.slice(this.tail.length - unfinishedLength(this.tail));
    const prefix = (n: number) => {
      const bytes = new Uint8Array(carry.length + n);
      bytes.set(carry);
      bytes.set(chunk.subarray(0, n), carry.length);
      return bytes;
    };
    const refuses = (n: number) => {
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(prefix(n), { stream: true });
        return false;
      } catch {
        return true;
      }
    };
    let lo = 1;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (refuses(mid)) hi = mid;
      else lo = mid + 1;
    }
    const at = this.bytes + lo - unfinishedLength(prefix(lo - 1));
    // 0xFF 0xFE / 0xFE 0xFF first: a UTF-16 byte-order mark (neither byte ever occurs in UTF-8).
    const utf16 = at === 1 && (chunk[0] === 0xff || chunk[0] === 0xfe) ? ': it looks like a UTF-16 export' : '';
    return new CsvFormatError(`${NOT_TEXT_MESSAGE} Byte ${at} is not valid UTF-8${utf16} (save it as "CSV UTF-8").`);
  }
}

/** Bytes of an unfinished character at the end of valid UTF-8 `bytes` (0 to 3). */
function unfinishedLength(bytes: Uint8Array): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 3); i--) {
    const length = sequenceLength(bytes[i] ?? 0);
    if (length === 0) continue;
    return length > bytes.length - i ? bytes.length - i : 0;
  }
  return 0;
}
