/**
 * CRC-32 (IEEE 802.3, as in zip and PNG). Any single changed character, and any burst of
 * changes up to 32 bits long, always changes the checksum.
 */

/** CRC-32 of the low bytes of `text`'s code units (the text is ASCII), unsigned 32-bit. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let index = 0; index < text.length; index += 1) {
    crc ^= text.charCodeAt(index) & 0xff;
    // Bitwise rather than a 256-entry table: links are short and this needs no lookups.
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    }
  }
  return (crc ^ 0xffffffff) >>> 0;
}
