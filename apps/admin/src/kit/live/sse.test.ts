import { describe, expect, it } from 'vitest';
import { parseSse } from './sse';

describe('parseSse', () => {
  it('reads whole messages with their id and event, skips heartbeats, keeps the unfinished rest', () => {
    const { messages, rest } = parseSse(
      'retry: 2000\nid: 41\nevent: change\ndata: {"a":1}\n\n: heartbeat\n\nevent: presence\ndata: {"entries":[]}\n\nid: 42\nevent: chan',
    );
    expect(messages).toEqual([
      { id: '41', event: 'change', data: '{"a":1}' },
      { event: 'presence', data: '{"entries":[]}' },
    ]);
    expect(rest).toBe('id: 42\nevent: chan');
    const next = parseSse(`${rest}ge\ndata: {}\n\n`);
    expect(next.messages).toEqual([{ id: '42', event: 'change', data: '{}' }]);
  });

  it('joins several data lines and reads CRLF line ends', () => {
    expect(parseSse('data: one\r\ndata: two\r\n\r\n').messages).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });
});
