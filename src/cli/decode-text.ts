import { FileError } from "./file-error.js";

/**
 * The text of a file's bytes, as the command line reads every JSON or text file it is given: UTF-8,
 * or UTF-16 (little- or big-endian) when the file starts with its byte order mark, which is what
 * Windows PowerShell 5.1 writes with `>` and `Out-File`. A byte order mark is not part of the text.
 *
 * Bytes holding NUL and no mark are refused (`ERR_FILE_UNREADABLE`) with the encoding they most likely
 * are: no JSON or list of names holds NUL, so read as UTF-8 they would only fail later, as JSON text
 * that is wrong at its first character. The message never quotes the file.
 */
export function decodeText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let text: string;
  if (buffer[0] === 0xff && buffer[1] === 0xfe) text = utf16(buffer.subarray(2), "UTF-16LE");
  else if (buffer[0] === 0xfe && buffer[1] === 0xff) text = utf16(swapPairs(buffer.subarray(2)), "UTF-16BE");
  else if (buffer.includes(0)) throw new FileError("ERR_FILE_UNREADABLE", `it holds NUL bytes: ${likelyEncoding(buffer)}; save it as UTF-8`);
  else text = buffer.toString("utf8");
  // After a UTF-16 mark, NUL characters are the zero halves of UTF-32 (its little-endian mark starts as UTF-16LE's).
  if (text.includes("\u0000")) throw new FileError("ERR_FILE_UNREADABLE", "it holds NUL characters: likely UTF-32 text; save it as UTF-8");
  return withoutBom(text);
}

/** Text without the byte order mark (U+FEFF) that some editors put first: JSON does not allow it. */
export const withoutBom = (text: string) => (text.startsWith("\ufeff") ? text.slice(1) : text);

function utf16(bytes: Buffer, name: string): string {
  if (bytes.length % 2 !== 0) throw new FileError("ERR_FILE_UNREADABLE", `it starts with the byte order mark of ${name} but has an odd number of bytes; save it again, as UTF-8`);
  return bytes.toString("utf16le");
}

/** The bytes of UTF-16BE in the order of UTF-16LE, the one Node decodes. */
function swapPairs(bytes: Buffer): Buffer {
  const swapped = Buffer.from(bytes);
  // swap16 needs an even length: an odd one is refused by utf16 all the same.
  return swapped.length % 2 === 0 ? swapped.swap16() : swapped;
}

/**
 * What text with NUL bytes most likely is. Text of Latin letters in UTF-16 has a zero byte beside each
 * character: after it in little-endian order (odd offsets), before it in big-endian (even offsets).
 */
function likelyEncoding(bytes: Buffer): string {
  let even = 0;
  let odd = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0) i % 2 === 0 ? even++ : odd++;
  if (odd > 0 && even === 0) return "likely UTF-16LE text without its byte order mark";
  if (even > 0 && odd === 0) return "likely UTF-16BE text without its byte order mark";
  return "likely UTF-32 text, or not text at all";
}
