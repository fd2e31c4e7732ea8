import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('quotes what needs quoting and keeps numbers as they are', () => {
    expect(csvCell('王小明')).toBe('王小明');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(null)).toBe('');
  });
  it('never lets a cell start a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+86 138')).toBe("'+86 138");
  });
  it('writes a heading row, CRLF lines and a byte-order mark', () => {
    const text = toCsv([{ title: '订单号', value: (r: { n: string }) => r.n }], [{ n: 'D1' }, { n: 'D2' }]);
    expect(text).toBe('\uFEFF订单号\r\nD1\r\nD2\r\n');
  });
});
