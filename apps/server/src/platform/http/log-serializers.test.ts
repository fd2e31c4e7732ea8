import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-serializers.ts';

describe('log serializers', () => {
  it('hides session and invite hand-overs in logged URLs', () => {
    expect(redactUrl('/app/home?token=SECRETTOKEN&x=1')).toBe('/app/home?token=[redacted]&x=1');
    expect(redactUrl('/x?a=1&t=abc&i_code=Q1')).toBe('/x?a=1&t=[redacted]&i_code=[redacted]');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('drops the parameters of a failed query', () => {
    const error = Object.assign(new Error('Failed query: insert into x values ($1)\nparams: PRIVATE-KEY'), {
      query: 'insert into x values ($1)',
      params: ['PRIVATE-KEY'],
      cause: { code: '23505', message: 'duplicate key' },
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('PRIVATE-KEY');
    expect(logged).toContain('23505');
  });
});
