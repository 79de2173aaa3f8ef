/**
 * Whether the first bytes of a file read as UTF-8 text: valid UTF-8 (a byte-order mark is fine)
 * and no NUL byte, which text files never hold but binary files and UTF-16 text do.
 * `truncated`: the bytes are a prefix of a longer file, so a multi-byte character cut at the end
 * is not an error.
 */
export function looksLikeUtf8Text(bytes: Uint8Array, truncated: boolean): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: truncated });
    return true;
  } catch {
    return false;
  }
}
