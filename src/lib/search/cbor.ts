/**
 * A minimal CBOR (RFC 8949) reader: unsigned and negative integers, byte and text strings, arrays,
 * maps, simple values and floats, definite lengths only. Enough to read Pagefind's index metadata
 * (`pagefind_dcd` followed by one CBOR value) at build time, so the search can tell which index
 * chunks hold the words a query term extends to (builder/search-terms.ts).
 */
export type CborValue = number | bigint | string | Uint8Array | boolean | null | undefined | CborValue[] | Map<CborValue, CborValue>;

export function decodeCbor(bytes: Uint8Array, start = 0): { value: CborValue; end: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder();
  let at = start;
  const need = (n: number) => {
    if (at + n > bytes.length) throw new Error(`CBOR: ${n} more bytes expected at offset ${at}, the data has ${bytes.length}`);
  };
  const length = (info: number): number => {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (!size) throw new Error(`CBOR: indefinite or reserved length ${info} at offset ${at - 1}`);
    need(size);
    const value = size === 1 ? view.getUint8(at) : size === 2 ? view.getUint16(at) : size === 4 ? view.getUint32(at) : Number(view.getBigUint64(at));
    at += size;
    return value;
  };
  const read = (): CborValue => {
    need(1);
    const initial = view.getUint8(at++);
    const major = initial >> 5;
    const info = initial & 31;
    switch (major) {
      case 0:
        return length(info);
      case 1:
        return -1 - length(info);
      case 2:
      case 3: {
        const n = length(info);
        need(n);
        const slice = bytes.subarray(at, at + n);
        at += n;
        return major === 2 ? slice : text.decode(slice);
      }
      case 4:
        return Array.from({ length: length(info) }, read);
      case 5: {
        const map = new Map<CborValue, CborValue>();
        for (let n = length(info); n > 0; n--) map.set(read(), read());
        return map;
      }
      case 6:
        length(info);
        return read();
      default: {
        if (info === 20) return false;
        if (info === 21) return true;
        if (info === 22) return null;
        if (info === 23) return undefined;
        if (info === 25 || info === 26 || info === 27) {
          const size = info === 25 ? 2 : info === 26 ? 4 : 8;
          need(size);
          const value = size === 2 ? halfFloat(view.getUint16(at)) : size === 4 ? view.getFloat32(at) : view.getFloat64(at);
          at += size;
          return value;
        }
        if (info < 24) return info;
        throw new Error(`CBOR: unsupported simple value ${info} at offset ${at - 1}`);
      }
    }
  };
  const value = read();
  return { value, end: at };
}

function halfFloat(bits: number): number {
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  const sign = bits & 0x8000 ? -1 : 1;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 31) return fraction ? NaN : sign * Infinity;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}
