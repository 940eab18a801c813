import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@beautydesk/domain/schemas/tasks';
import { AuthenticationError, NetworkError, StreamingError } from './errors.ts';
import {
  createTask,
  listTaskMessages,
  listTasks,
  readStreamEvents,
  streamTaskReply,
  subscribeToTaskReply,
  taskListQuery,
} from './tasks.ts';
import { configureTestApi, json } from './testing.ts';

const encoder = new TextEncoder();

/** A body delivered in the given pieces, one read each. */
function bodyOf(...pieces: Array<string | Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) {
        controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      }
      controller.close();
    },
  });
}

async function collect(events: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const out: StreamEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

const streamed = (body: BodyInit | null, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/x-ndjson' } });

afterEach(() => vi.useRealTimers());

describe('readStreamEvents', () => {
  it('reads newline-separated JSON events of the three kinds', async () => {
    const events = await collect(
      readStreamEvents(
        bodyOf(
          '{"event":"chunk","content":"Здравствуйте"}\n',
          '{"event":"tool_call","name":"book","arguments":{"date":"2025-11-21"}}\n',
          '{"event":"error","details":"quota"}\n',
        ),
      ),
    );
    expect(events).toEqual([
      { event: 'chunk', content: 'Здравствуйте' },
      { event: 'tool_call', name: 'book', arguments: { date: '2025-11-21' } },
      { event: 'error', details: 'quota' },
    ]);
  });

  it('joins a line split across reads, even inside a multi-byte character', async () => {
    const bytes = encoder.encode('{"event":"chunk","content":"Привет"}\n');
    const events = await collect(
      // Byte 31 falls inside 'р' (two bytes in UTF-8).
      readStreamEvents(bodyOf(bytes.slice(0, 10), bytes.slice(10, 31), bytes.slice(31))),
    );
    expect(events).toEqual([{ event: 'chunk', content: 'Привет' }]);
  });

  it('skips malformed lines, unknown events and blank lines, and reads a last line without newline', async () => {
    const events = await collect(
      readStreamEvents(
        bodyOf(
          'not json\n\n{"event":"mystery"}\r\n{"event":"chunk"}\n',
          '{"event":"chunk","content":"a"}\r\n{"event":"chunk","content":"b"}',
        ),
      ),
    );
    expect(events).toEqual([
      { event: 'chunk', content: 'a' },
      { event: 'chunk', content: 'b' },
    ]);
  });

  it('cancels the body when the reader stops early', async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoder.encode('{"event":"chunk","content":"x"}\n'));
      },
      cancel,
    });
    for await (const event of readStreamEvents(body)) {
      expect(event).toEqual({ event: 'chunk', content: 'x' });
      break;
    }
    expect(cancel).toHaveBeenCalled();
  });
});

describe('streamTaskReply', () => {
  it('POSTs the content with the Bearer token and yields the events', async () => {
    const api = configureTestApi(() => streamed('{"event":"chunk","content":"ok"}\n'));
    const events = await collect(streamTaskReply({ taskId: 't 1', content: '  Привет  ' }));
    expect(events).toEqual([{ event: 'chunk', content: 'ok' }]);
    const [request] = api.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/v1/tasks/t%201/messages/stream');
    expect(request?.headers.get('authorization')).toBe('Bearer access-1');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual({ content: 'Привет' });
  });

  it("without a token: 'Authentication required for streaming', nothing sent", async () => {
    const api = configureTestApi(() => streamed(''), null);
    const error = await collect(streamTaskReply({ taskId: 't1', content: 'hi' })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as Error).message).toBe('Authentication required for streaming');
    expect(api.requests).toHaveLength(0);
  });

  it("an error status: 'Streaming failed: {status} {text}'", async () => {
    configureTestApi(() => new Response('model overloaded', { status: 503 }));
    const error = await collect(streamTaskReply({ taskId: 't1', content: 'hi' })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StreamingError);
    expect(error).toMatchObject({
      status: 503,
      message: 'Streaming failed: 503 model overloaded',
    });
    configureTestApi(
      () => new Response(null, { status: 500, statusText: 'Internal Server Error' }),
    );
    await expect(collect(streamTaskReply({ taskId: 't1', content: 'hi' }))).rejects.toThrow(
      'Streaming failed: 500 Internal Server Error',
    );
  });

  it("no body: 'No readable stream in response'", async () => {
    configureTestApi(() => new Response(null, { status: 200 }));
    await expect(collect(streamTaskReply({ taskId: 't1', content: 'hi' }))).rejects.toThrow(
      'No readable stream in response',
    );
  });

  it('a 401 refreshes once and replays the stream', async () => {
    const api = configureTestApi((request) => {
      if (request.path === '/auth/refresh') {
        return json(200, { access_token: 'access-2', refresh_token: 'refresh-2' });
      }
      return request.headers.get('authorization') === 'Bearer access-2'
        ? streamed('{"event":"chunk","content":"after refresh"}\n')
        : json(401, {});
    });
    const events = await collect(streamTaskReply({ taskId: 't1', content: 'hi' }));
    expect(events).toEqual([{ event: 'chunk', content: 'after refresh' }]);
    expect(api.requests.map((request) => request.path)).toEqual([
      '/tasks/t1/messages/stream',
      '/auth/refresh',
      '/tasks/t1/messages/stream',
    ]);
  });

  it('a 401 twice ends the session', async () => {
    const api = configureTestApi((request) =>
      request.path === '/auth/refresh'
        ? json(200, { access_token: 'access-2', refresh_token: 'refresh-2' })
        : json(401, {}),
    );
    await expect(collect(streamTaskReply({ taskId: 't1', content: 'hi' }))).rejects.toThrow(
      'Authentication failed, please sign in again',
    );
    expect(api.tokens.getAccessToken()).toBeNull();
  });

  it('a failed connection is a NetworkError; no answer within 10 s too', async () => {
    configureTestApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(collect(streamTaskReply({ taskId: 't1', content: 'hi' }))).rejects.toBeInstanceOf(
      NetworkError,
    );
    vi.useFakeTimers();
    configureTestApi(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal?.addEventListener('abort', () => reject(request.signal?.reason)),
        ),
    );
    const outcome = expect(
      collect(streamTaskReply({ taskId: 't1', content: 'hi' })),
    ).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
  });
});

describe('subscribeToTaskReply (for an XState fromCallback actor)', () => {
  it('reports each event, then done', async () => {
    configureTestApi(() =>
      streamed('{"event":"chunk","content":"a"}\n{"event":"chunk","content":"b"}\n'),
    );
    const onEvent = vi.fn();
    const onDone = vi.fn();
    const onError = vi.fn();
    subscribeToTaskReply({ taskId: 't1', content: 'hi' }, { onEvent, onDone, onError });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { event: 'chunk', content: 'a' },
      { event: 'chunk', content: 'b' },
    ]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a failure', async () => {
    configureTestApi(() => new Response('nope', { status: 500 }));
    const onError = vi.fn();
    subscribeToTaskReply({ taskId: 't1', content: 'hi' }, { onEvent: vi.fn(), onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect((onError.mock.calls[0]?.[0] as Error).message).toBe('Streaming failed: 500 nope');
  });

  it('the cleanup aborts the request and silences the handlers', async () => {
    let signal: AbortSignal | null = null;
    configureTestApi(
      (request) =>
        new Promise<Response>((_, reject) => {
          signal = request.signal;
          request.signal?.addEventListener('abort', () => reject(request.signal?.reason));
        }),
    );
    const onError = vi.fn();
    const onDone = vi.fn();
    const stop = subscribeToTaskReply(
      { taskId: 't1', content: 'hi' },
      { onEvent: vi.fn(), onDone, onError },
    );
    await vi.waitFor(() => expect(signal).not.toBeNull());
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('task calls', () => {
  it('lists with skip 0 and limit 100 by default', async () => {
    const api = configureTestApi(() => json(200, [{ id: 't1', title: 'Чат', user_id: 'u1' }]));
    expect(taskListQuery()).toEqual({ skip: 0, limit: 100 });
    await expect(listTasks()).resolves.toEqual([
      { id: 't1', title: 'Чат', status: 'active', priority: 'today', user_id: 'u1' },
    ]);
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/tasks/');
    expect(api.requests[0]?.url.search).toBe('?skip=0&limit=100');
  });

  it("creates with status 'active' and priority 'today'", async () => {
    const api = configureTestApi(() => json(201, { id: 't2', title: 'Новая', user_id: 'u1' }));
    await createTask({ title: 'Новая' });
    expect(api.requests[0]?.body).toEqual({ title: 'Новая', status: 'active', priority: 'today' });
  });

  it('maps the message history for the chat', async () => {
    configureTestApi(() =>
      json(200, [
        { type: 'user', content: 'Привет' },
        { id: 'm2', type: 'ai', content: 'Здравствуйте' },
      ]),
    );
    await expect(listTaskMessages('t1')).resolves.toEqual([
      { id: 't1:0', sender: 'user', text: 'Привет', timestamp: null, taskId: 't1' },
      { id: 'm2', sender: 'ai', text: 'Здравствуйте', timestamp: null, taskId: 't1' },
    ]);
  });
});
