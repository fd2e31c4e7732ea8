import { describe, expect, it } from 'vitest';
import { type Page, serverRequest } from './table.tsx';

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
