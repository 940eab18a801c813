import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chatTaskChoice,
  TASK_PAGE_SIZE,
  taskPriorityLabel,
  taskTitleFromMessage,
} from './tasks.ts';

describe('taskTitleFromMessage', () => {
  it('keeps a message of up to 50 characters', () => {
    const fifty = 'а'.repeat(50);
    expect(taskTitleFromMessage(fifty)).toBe(fifty);
    expect(taskTitleFromMessage('  Запиши Анну на завтра  ')).toBe('Запиши Анну на завтра');
  });

  it('cuts a longer message to 47 characters and three dots', () => {
    const title = taskTitleFromMessage('б'.repeat(51));
    expect(title).toBe(`${'б'.repeat(47)}...`);
    expect(title).toHaveLength(50);
  });

  it('never cuts an emoji in half', () => {
    const title = taskTitleFromMessage('💇'.repeat(60));
    expect(title).toBe(`${'💇'.repeat(47)}...`);
  });

  it('never exceeds 50 characters and keeps the start of the message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (message) => {
        const title = taskTitleFromMessage(message);
        const trimmed = message.trim();
        return (
          Array.from(title).length <= 50 &&
          (title === trimmed || (title.endsWith('...') && trimmed.startsWith(title.slice(0, -3))))
        );
      }),
    );
  });
});

describe('chatTaskChoice', () => {
  it('takes the first existing task', () => {
    expect(chatTaskChoice([{ id: 't1' }, { id: 't2' }])).toEqual({ use: { id: 't1' } });
  });

  it("creates 'Главный чат с AI' when there is none", () => {
    expect(chatTaskChoice([])).toEqual({ create: 'Главный чат с AI' });
  });
});

describe('taskPriorityLabel', () => {
  it('labels the priorities of the sample view', () => {
    expect(['urgent', 'high'].map(taskPriorityLabel)).toEqual(['срочно', 'срочно']);
    expect(['today', 'medium'].map(taskPriorityLabel)).toEqual(['сегодня', 'сегодня']);
    expect(['week', 'low'].map(taskPriorityLabel)).toEqual(['неделя', 'неделя']);
    expect(['backlog', 'someday', null].map(taskPriorityLabel)).toEqual([
      'позже',
      'позже',
      'позже',
    ]);
  });

  it('pages tasks by 100', () => {
    expect(TASK_PAGE_SIZE).toBe(100);
  });
});
