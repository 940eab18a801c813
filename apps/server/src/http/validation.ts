// Request validation with the domain's zod schemas: strict bodies, length caps, and per-field messages in Russian.
import type { z } from 'zod';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { PASSWORDS_MATCH_RULE } from '@beautydesk/domain/schemas/auth';
import { ROLE_RULES } from '@beautydesk/domain/schemas/roles';
import { roleFormMessages } from '@beautydesk/domain/messages/roles';
import { TYPE_NAMES, validationMessages as m } from '../messages.ts';

/** A field → message map, the shape of the domain's form verdicts (`ValidationResult.errors`). */
export type FieldErrors = Record<string, string>;

export interface ValidationProblem {
  detail: string;
  errors: FieldErrors;
}

type Issue = z.core.$ZodIssue;

/** Messages tied to a field and a rule, so the server speaks the forms' words. */
function fieldSpecific(field: string, rule: 'required' | 'too_short'): string | undefined {
  if (rule === 'required') {
    if (field === 'email') return m.emailRequired;
    if (field === 'password') return m.passwordRequired;
  }
  if (rule === 'too_short' && field === 'password') return m.passwordTooShort;
  return undefined;
}

function issueMessage(issue: Issue, field: string, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return fieldSpecific(field, 'required') ?? m.required;
      return m.expected(TYPE_NAMES[issue.expected] ?? issue.expected);
    case 'too_small':
      if (issue.origin === 'string') {
        if (Number(issue.minimum) <= 1) return fieldSpecific(field, 'required') ?? m.required;
        return fieldSpecific(field, 'too_short') ?? m.tooShort(Number(issue.minimum));
      }
      return m.tooSmall(Number(issue.minimum));
    case 'too_big':
      return issue.origin === 'string'
        ? m.tooLong(Number(issue.maximum))
        : m.tooBig(Number(issue.maximum));
    case 'invalid_format':
      return m.invalidFormat;
    case 'custom':
      switch ((issue.params as { rule?: string } | undefined)?.rule) {
        case PASSWORDS_MATCH_RULE:
          return m.passwordsDoNotMatch;
        case ROLE_RULES.wildcardForbidden:
          return roleFormMessages.wildcardNotAllowed;
        case ROLE_RULES.scopeRefRequired:
          return roleFormMessages.scopeRefRequired;
      }
      return issue.message && issue.message !== 'Invalid input' ? issue.message : m.invalidValue;
    default:
      return m.invalidValue;
  }
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** zod issues as `{detail, errors}`: one message per field (the first), detail = the first of them. */
export function describeIssues(issues: readonly Issue[], data: unknown): ValidationProblem {
  const errors: FieldErrors = {};
  let detail: string | undefined;
  const add = (field: string, message: string) => {
    if (errors[field] !== undefined) return;
    errors[field] = message;
    detail ??=
      message === fieldSpecific(field, 'required') ||
      message === fieldSpecific(field, 'too_short') ||
      message === m.passwordsDoNotMatch
        ? message
        : `${field}: ${message}`;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.map(String).join('.');
      for (const key of issue.keys) add(prefix ? `${prefix}.${key}` : key, m.unknownField);
      continue;
    }
    if (issue.path.length === 0) {
      detail ??=
        issue.code === 'invalid_type' && issue.expected === 'object'
          ? m.bodyMustBeObject
          : issueMessage(issue, '', data);
      continue;
    }
    const field = issue.path.map(String).join('.');
    add(field, issueMessage(issue, field, valueAt(data, issue.path)));
  }
  return { detail: detail ?? m.invalidRequest, errors };
}

/**
 * A request body schema from a domain schema: unknown fields are refused, and text fields get an
 * upper bound (the domain names none, part 1 §5) so huge strings never reach a hash or the database.
 */
export function strictBody<T extends z.ZodObject>(
  schema: T,
  maxLengths: Partial<Record<keyof z.output<T> & string, number>>,
): z.ZodType<z.output<T>, z.input<T>> {
  const strict = schema.strict().superRefine((value, ctx) => {
    for (const [field, max] of Object.entries(maxLengths) as [string, number][]) {
      const text = (value as Record<string, unknown>)[field];
      if (typeof text === 'string' && text.length > max) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'string',
          maximum: max,
          inclusive: true,
          path: [field],
          input: text,
        });
      }
    }
  });
  bodyTextLimits.set(strict, maxLengths as Record<string, number>);
  return strict as unknown as z.ZodType<z.output<T>, z.input<T>>;
}

/**
 * The text caps strictBody checks after the shape (so the shape's own messages come first), kept
 * for the OpenAPI document, which shows them as each field's maxLength (http/docs.ts).
 */
export const bodyTextLimits = new WeakMap<object, Record<string, number>>();

/**
 * The issues back from fastify-type-provider-zod's validation errors (it keeps each issue's code
 * as `keyword`, its path as `instancePath` and the rest under `params`).
 */
export function issuesFromValidation(
  validation: readonly {
    keyword: string;
    instancePath: string;
    params: unknown;
    message?: string;
  }[],
): Issue[] {
  return validation.map(
    (entry) =>
      ({
        ...(entry.params as object),
        code: entry.keyword,
        message: entry.message ?? '',
        path: entry.instancePath
          .split('/')
          .slice(1)
          .filter((part) => part !== '')
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      }) as Issue,
  );
}

/**
 * Responses are parsed (not encoded, as fastify-type-provider-zod 7 does: the domain's schemas
 * carry one-way transforms such as defaults, which zod cannot encode) with the domain's schema:
 * its defaults give the wire shape the client expects, unknown keys (database columns) are
 * dropped, and a response that does not fit is a server bug (500, logged), never a leak.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new ResponseSerializationError(method, url, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
