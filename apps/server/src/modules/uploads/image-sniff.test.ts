import { describe, expect, it } from 'vitest';
import { sniffImageType, structurallyComplete } from './image-sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImageType', () => {
  it('recognises the four accepted formats by their magic numbers', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(sniffImageType(bytes('GIF87a', [1, 0]))).toBe('gif');
  });

  it('knows nothing else: SVG, HTML, PDF, ZIP, a RIFF that is not WebP, a short file', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeUndefined();
    expect(sniffImageType(bytes('<!DOCTYPE html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(bytes('PK', [3, 4]))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeUndefined();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});

describe('structurallyComplete', () => {
  const chunk = (type: string, data: number[]) => bytes([0, 0, 0, data.length], type, data, [0, 0, 0, 0]);
  const signature = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);
  const png = (...chunks: Uint8Array[]) => Uint8Array.from([...signature, ...chunks.flatMap((c) => [...c])]);

  it('a PNG is whole when its chunks lead to IEND inside the file (trailing bytes allowed)', () => {
    const whole = png(chunk('IHDR', Array(13).fill(1)), chunk('IDAT', [1, 2, 3]), chunk('IEND', []));
    expect(structurallyComplete(whole, 'png')).toBe(true);
    expect(structurallyComplete(Uint8Array.from([...whole, 60, 104, 116]), 'png')).toBe(true);
  });

  it('a PNG cut short, or without IEND, is not; nor a WebP whose RIFF size passes the end', () => {
    const whole = png(chunk('IHDR', Array(13).fill(1)), chunk('IDAT', [1, 2, 3]), chunk('IEND', []));
    expect(structurallyComplete(whole.subarray(0, whole.length - 13), 'png')).toBe(false);
    expect(structurallyComplete(whole.subarray(0, 40), 'png')).toBe(false);
    expect(structurallyComplete(png(chunk('IHDR', Array(13).fill(1))), 'png')).toBe(false);
    expect(structurallyComplete(bytes('RIFF', [4, 0, 0, 0], 'WEBP'), 'webp')).toBe(true);
    expect(structurallyComplete(bytes('RIFF', [40, 0, 0, 0], 'WEBP'), 'webp')).toBe(false);
    expect(structurallyComplete(bytes([0xff, 0xd8, 0xff]), 'jpeg')).toBe(true);
  });
});
