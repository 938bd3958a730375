import { describe, expect, it } from 'vitest';
import { decodeCbor } from './cbor';

describe('decodeCbor', () => {
  it('reads integers, strings, arrays and maps (RFC 8949 appendix A examples)', () => {
    const bytes = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((h) => parseInt(h, 16)));
    expect(decodeCbor(bytes('1903e8')).value).toBe(1000);
    expect(decodeCbor(bytes('3863')).value).toBe(-100);
    expect(decodeCbor(bytes('6449455446')).value).toBe('IETF');
    expect(decodeCbor(bytes('8301820203820405')).value).toEqual([1, [2, 3], [4, 5]]);
    expect(decodeCbor(bytes('a201020304')).value).toEqual(
      new Map([
        [1, 2],
        [3, 4],
      ]),
    );
    expect(decodeCbor(bytes('f93c00')).value).toBe(1);
  });
  it('says where the data ends too early', () => {
    expect(() => decodeCbor(Uint8Array.from([0x83, 0x01]))).toThrow(/more bytes expected at offset 2/);
  });
});
