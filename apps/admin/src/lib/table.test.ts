import { describe, expect, it } from 'vitest';
import { csvColumnsOf, type Page, serverRequest, withCsv } from './table.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('serverRequest', () => {
  it('answers an older query with the newest answer when the answers arrive out of order', async () => {
    const answers = [deferred<Page<string>>(), deferred<Page<string>>()];
    let call = 0;
    const request = serverRequest<string>(() => {
      const answer = answers[call];
      call += 1;
      if (!answer) throw new Error('unexpected call');
      return answer.promise;
    });
    const older = request({ current: 1, q: 'a' });
    const newer = request({ current: 1, q: 'ab' });
    answers[1]?.resolve({ list: ['ab'], total: 1 });
    expect((await newer).data).toEqual(['ab']);
    answers[0]?.resolve({ list: ['a', 'aa', 'ab'], total: 3 });
    // Whatever order ProTable applies the two answers in, the table ends on the newest query's rows.
    expect((await older).data).toEqual(['ab']);
  });

  it('passes the page and the filled filters to the server', async () => {
    const seen: unknown[] = [];
    const request = serverRequest<string>(async (query) => {
      seen.push(query);
      return { list: [], total: 0 };
    });
    await request({ current: 3, pageSize: 500, status: 'pending', q: '' });
    expect(seen).toEqual([{ page: 3, size: 100, status: 'pending' }]);
  });
});

describe('csvColumnsOf', () => {
  interface Row {
    code: string;
    round: { handNo: number; phase: string } | null;
  }
  it('writes a column of several values as its CSV writer says, never as the server object', () => {
    const columns = csvColumnsOf<Row>([
      { title: '桌台', dataIndex: 'code' },
      withCsv<Row>({ title: '本局', dataIndex: 'round' }, (r) =>
        r.round ? `第${r.round.handNo}局 · ${r.round.phase}` : '无',
      ),
      { title: '操作', valueType: 'option' },
    ]);
    const rows: Row[] = [
      { code: 't1', round: { handNo: 3, phase: 'betting' } },
      { code: 't2', round: null },
    ];
    expect(columns.map((c) => c.title)).toEqual(['桌台', '本局']);
    expect(rows.map((r) => columns.map((c) => c.value(r)))).toEqual([
      ['t1', '第3局 · betting'],
      ['t2', '无'],
    ]);
  });
});
