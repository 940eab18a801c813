import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authMessages } from '@beautydesk/domain/messages/auth';
import { registerPayloadSchema } from '@beautydesk/domain/schemas/auth';
import { validationMessages as m } from '../messages.ts';
import { describeIssues, issuesFromValidation, strictBody } from './validation.ts';

const problem = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return describeIssues(result.error.issues, input);
};

describe('validation problems', () => {
  const register = strictBody(registerPayloadSchema, { email: 10, full_name: 5 });

  it('name each field once, with the forms’ words where the domain has them', () => {
    expect(problem(register, { email: '', password: '', confirm_password: 'x' })).toEqual({
      detail: authMessages.emailRequired,
      errors: {
        email: authMessages.emailRequired,
        password: authMessages.passwordTooShort,
        confirm_password: authMessages.passwordsDoNotMatch,
      },
    });
  });

  it('apply the length caps after the domain’s own rules pass', () => {
    expect(
      problem(register, {
        email: 'a@very-long.example',
        password: '123456',
        confirm_password: '123456',
        full_name: 'Анна Петрова',
      }),
    ).toEqual({
      detail: `email: ${m.tooLong(10)}`,
      errors: { email: m.tooLong(10), full_name: m.tooLong(5) },
    });
  });

  it('report nested paths and root problems', () => {
    const schema = z.object({ items: z.array(z.object({ n: z.number().min(1) })) }).strict();
    expect(problem(schema, { items: [{ n: 0 }, { n: 'x' }] })).toEqual({
      detail: `items.0.n: ${m.tooSmall(1)}`,
      errors: { 'items.0.n': m.tooSmall(1), 'items.1.n': m.expected('число') },
    });
    expect(problem(schema, 'text')).toEqual({ detail: m.bodyMustBeObject, errors: {} });
  });

  it('survive the round trip through fastify-type-provider-zod’s error entries', () => {
    const entries = [
      {
        keyword: 'invalid_type',
        instancePath: '/email',
        params: { expected: 'string' },
        message: 'x',
      },
      { keyword: 'unrecognized_keys', instancePath: '/', params: { keys: ['extra'] } },
    ];
    expect(describeIssues(issuesFromValidation(entries), { email: 5 })).toEqual({
      detail: `email: ${m.expected('строка')}`,
      errors: { email: m.expected('строка'), extra: m.unknownField },
    });
  });
});
