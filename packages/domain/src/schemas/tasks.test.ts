import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  parseStreamLine,
  sendMessagePayloadSchema,
  streamEventSchema,
  taskCreatePayloadSchema,
  taskListQuerySchema,
  taskListSchema,
  taskMessagesSchema,
  taskSchema,
  taskUpdatePayloadSchema,
  toChatMessage,
} from './tasks.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('tasks', () => {
  it('parses a real task and strips unknown fields', () => {
    expect(
      taskSchema.parse({
        id: 't-1',
        title: 'Главный чат с AI',
        status: 'active',
        priority: 'today',
        user_id: 'u-1',
        created_at: '2025-03-01T10:00:00Z',
        ai_context: {},
      }),
    ).toEqual({
      id: 't-1',
      title: 'Главный чат с AI',
      status: 'active',
      priority: 'today',
      user_id: 'u-1',
      created_at: '2025-03-01T10:00:00Z',
    });
  });

  it('defaults status and priority', () => {
    expect(taskListSchema.parse([{ id: 't', title: 'x', user_id: 'u', status: null }])).toEqual([
      { id: 't', title: 'x', user_id: 'u', status: 'active', priority: 'today' },
    ]);
    expect(taskCreatePayloadSchema.parse({ title: ' Позвонить ' })).toEqual({
      title: 'Позвонить',
      status: 'active',
      priority: 'today',
    });
  });

  it('reports bad fields', () => {
    expect(paths(taskSchema.safeParse({ id: 't', title: 3 }))).toEqual(['title', 'user_id']);
    expect(paths(taskCreatePayloadSchema.safeParse({ title: '   ' }))).toEqual(['title']);
  });

  it('updates only what is sent', () => {
    expect(taskUpdatePayloadSchema.parse({ priority: 'week' })).toEqual({ priority: 'week' });
    // A payload sets only the statuses and priorities the app knows (issue 28).
    expect(taskUpdatePayloadSchema.safeParse({ priority: 'whenever' }).success).toBe(false);
    expect(taskUpdatePayloadSchema.safeParse({ status: 'whatever' }).success).toBe(false);
    expect(taskUpdatePayloadSchema.parse({ status: 'done' })).toEqual({ status: 'done' });
  });

  it('pages with skip 0 and limit 100 by default', () => {
    expect(taskListQuerySchema.parse({})).toEqual({ skip: 0, limit: 100 });
    expect(taskListQuerySchema.parse({ skip: '20', limit: '10' })).toEqual({ skip: 20, limit: 10 });
  });
});

describe('messages', () => {
  it('parses the history and maps it for the chat view', () => {
    const [first, second] = taskMessagesSchema.parse([
      {
        id: 'm-1',
        type: 'user',
        content: 'Запиши Анну',
        created_at: '2025-03-01T10:00:00Z',
        tokens: 5,
      },
      { type: 'ai', content: 'Готово' },
    ]);
    expect(first).toEqual({
      id: 'm-1',
      type: 'user',
      content: 'Запиши Анну',
      created_at: '2025-03-01T10:00:00Z',
    });
    expect(toChatMessage(first!, 't-1', 0)).toEqual({
      id: 'm-1',
      sender: 'user',
      text: 'Запиши Анну',
      timestamp: '2025-03-01T10:00:00Z',
      taskId: 't-1',
    });
    expect(toChatMessage(second!, 't-1', 1)).toEqual({
      id: 't-1:1',
      sender: 'ai',
      text: 'Готово',
      timestamp: null,
      taskId: 't-1',
    });
  });

  it('keeps the tool calls an AI reply performed', () => {
    const call = { id: 'c1', name: 'find_masters', arguments: { name: 'Анна' }, result: [] };
    expect(
      taskMessagesSchema.parse([
        { type: 'user', content: 'найди Анну' },
        { type: 'ai', content: 'Нашла', tool_calls: [call] },
      ]),
    ).toEqual([
      { type: 'user', content: 'найди Анну' },
      { type: 'ai', content: 'Нашла', tool_calls: [call] },
    ]);
    expect(
      paths(taskMessagesSchema.safeParse([{ type: 'ai', content: 'x', tool_calls: 1 }])),
    ).toEqual(['0.tool_calls']);
  });

  it('rejects an unknown sender and a blank send', () => {
    expect(paths(taskMessagesSchema.safeParse([{ type: 'system', content: 'x' }]))).toEqual([
      '0.type',
    ]);
    expect(paths(sendMessagePayloadSchema.safeParse({ content: ' \n ' }))).toEqual(['content']);
    expect(sendMessagePayloadSchema.parse({ content: ' Привет ' })).toEqual({ content: 'Привет' });
  });
});

describe('stream events', () => {
  it('parses each event kind and strips extras', () => {
    expect(streamEventSchema.parse({ event: 'chunk', content: 'При', seq: 1 })).toEqual({
      event: 'chunk',
      content: 'При',
    });
    expect(
      streamEventSchema.parse({
        event: 'tool_call',
        id: 'call-1',
        name: 'create_appointment',
        arguments: { client: 'Анна', date: '2025-03-02' },
      }),
    ).toEqual({
      event: 'tool_call',
      id: 'call-1',
      name: 'create_appointment',
      arguments: { client: 'Анна', date: '2025-03-02' },
    });
    expect(streamEventSchema.parse({ event: 'tool_call' })).toEqual({ event: 'tool_call' });
    expect(
      streamEventSchema.parse({
        event: 'tool_call',
        name: 'count_appointments',
        arguments: { date: '2025-03-02' },
        result: { total: 3 },
      }),
    ).toEqual({
      event: 'tool_call',
      name: 'count_appointments',
      arguments: { date: '2025-03-02' },
      result: { total: 3 },
    });
    expect(streamEventSchema.parse({ event: 'error', details: 'quota' })).toEqual({
      event: 'error',
      details: 'quota',
    });
  });

  it('reports a missing field of the chosen variant', () => {
    expect(paths(streamEventSchema.safeParse({ event: 'chunk' }))).toEqual(['content']);
    expect(paths(streamEventSchema.safeParse({ event: 'done' }))).toEqual(['event']);
  });

  it('parses stream lines and skips malformed ones', () => {
    expect(parseStreamLine('{"event":"chunk","content":"ok"}\r')).toEqual({
      event: 'chunk',
      content: 'ok',
    });
    expect(parseStreamLine('')).toBeNull();
    expect(parseStreamLine('{not json')).toBeNull();
    expect(parseStreamLine('{"event":"unknown"}')).toBeNull();
  });
});
