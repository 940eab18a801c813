import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptMessage, frameToHost, hostToFrame } from './frame-messages.ts';

const WIDGET = 'http://127.0.0.1:3000';

describe('acceptMessage', () => {
  it('takes a well-formed message from the expected origin', () => {
    const data = { ns: 'beautydesk', type: 'booked', appointmentId: 'a1', studioId: 's1' };
    expect(acceptMessage(frameToHost, { origin: WIDGET, data }, WIDGET)).toEqual(data);
  });

  it('ignores the same message from any other origin', () => {
    const data = { ns: 'beautydesk', type: 'resize', height: 400 };
    expect(acceptMessage(frameToHost, { origin: 'https://evil.example', data }, WIDGET)).toBeNull();
  });

  it('ignores messages that do not match the protocol', () => {
    for (const data of [
      null,
      'booked',
      { type: 'booked', appointmentId: 'a1', studioId: 's1' },
      { ns: 'beautydesk', type: 'resize', height: -1 },
      { ns: 'beautydesk', type: 'navigate', url: 'https://evil.example' },
    ]) {
      expect(acceptMessage(frameToHost, { origin: WIDGET, data }, WIDGET)).toBeNull();
    }
    expect(
      acceptMessage(
        hostToFrame,
        { origin: WIDGET, data: { ns: 'beautydesk', type: 'prefill', prefill: { script: 'x' } } },
        WIDGET,
      ),
    ).toBeNull();
  });
});

// The protocol as zod schemas: the hand checks must answer exactly what these answer, on every
// fixture (kept here, not in the bundle, where zod would double the download).
const NS = 'beautydesk';
const frameToHostSchema = z.discriminatedUnion('type', [
  z.object({ ns: z.literal(NS), type: z.literal('ready'), studioId: z.string() }),
  z.object({ ns: z.literal(NS), type: z.literal('resize'), height: z.number().min(0).max(20_000) }),
  z.object({
    ns: z.literal(NS),
    type: z.literal('booked'),
    appointmentId: z.string().min(1),
    studioId: z.string().min(1),
  }),
  z.object({ ns: z.literal(NS), type: z.literal('error'), message: z.string() }),
]);
const hostToFrameSchema = z.object({
  ns: z.literal(NS),
  type: z.literal('prefill'),
  prefill: z
    .object({
      name: z.string().max(200).optional(),
      phone: z.string().max(50).optional(),
      email: z.string().max(254).optional(),
      notes: z.string().max(2000).optional(),
    })
    .strict(),
});

const zodAnswer = (schema: z.ZodType, data: unknown) => {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

describe('the hand checks against the protocol schemas', () => {
  const frameFixtures: unknown[] = [
    { ns: NS, type: 'ready', studioId: 's1' },
    { ns: NS, type: 'ready', studioId: '' },
    { ns: NS, type: 'ready' },
    { ns: NS, type: 'resize', height: 0 },
    { ns: NS, type: 'resize', height: 20_000 },
    { ns: NS, type: 'resize', height: 20_001 },
    { ns: NS, type: 'resize', height: Number.NaN },
    { ns: NS, type: 'resize', height: '400' },
    { ns: NS, type: 'booked', appointmentId: 'a1', studioId: 's1', extra: 'dropped' },
    { ns: NS, type: 'booked', appointmentId: '', studioId: 's1' },
    { ns: NS, type: 'booked', appointmentId: 'a1' },
    { ns: NS, type: 'error', message: 'Ошибка' },
    { ns: NS, type: 'error', message: 5 },
    { ns: 'other', type: 'ready', studioId: 's1' },
    { ns: NS, type: 'prefill', prefill: {} },
    [{ ns: NS, type: 'ready', studioId: 's1' }],
    undefined,
    42,
  ];
  it.each(frameFixtures.map((data) => [JSON.stringify(data) ?? String(data), data]))(
    'frame → host %s',
    (_, data) => {
      expect(frameToHost(data)).toEqual(zodAnswer(frameToHostSchema, data));
    },
  );

  const hostFixtures: unknown[] = [
    { ns: NS, type: 'prefill', prefill: {} },
    { ns: NS, type: 'prefill', prefill: { name: 'Анна', phone: '+375291234567' } },
    { ns: NS, type: 'prefill', prefill: { email: 'a@b.by', notes: 'После 18:00' } },
    { ns: NS, type: 'prefill', prefill: { name: 'x'.repeat(200) } },
    { ns: NS, type: 'prefill', prefill: { name: 'x'.repeat(201) } },
    { ns: NS, type: 'prefill', prefill: { phone: 'x'.repeat(51) } },
    { ns: NS, type: 'prefill', prefill: { notes: 'x'.repeat(2001) } },
    { ns: NS, type: 'prefill', prefill: { name: 5 } },
    { ns: NS, type: 'prefill', prefill: { name: null } },
    { ns: NS, type: 'prefill', prefill: { script: 'x' } },
    { ns: NS, type: 'prefill', prefill: 'Анна' },
    { ns: NS, type: 'prefill' },
    { ns: NS, type: 'navigate', url: 'https://evil.example' },
    { type: 'prefill', prefill: {} },
  ];
  it.each(hostFixtures.map((data) => [JSON.stringify(data), data]))(
    'host → frame %s',
    (_, data) => {
      expect(hostToFrame(data)).toEqual(zodAnswer(hostToFrameSchema, data));
    },
  );
});
