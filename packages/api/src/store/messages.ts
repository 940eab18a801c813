// The postMessage protocol between the page (client.ts) and the storage worker (worker.ts). Both
// sides validate what they receive with these schemas. Every request carries an id that its
// response echoes, and the license id: the worker holds no license state of its own.
import { z } from 'zod';
import { STORE_ENTITIES, isStoreData, type StoreData } from './entities.ts';
import { errorMessageOf } from './errors.ts';

export const storeEntitySchema = z.enum(STORE_ENTITIES);

/** An entity's data: JSON (see isStoreData). */
export const storeDataSchema = z.custom<StoreData>(isStoreData, 'Expected JSON data');

const requestBase = {
  id: z.number().int().nonnegative(),
  licenseId: z.string().min(1),
};

export const storeRequestSchema = z.discriminatedUnion('op', [
  z.object({ ...requestBase, op: z.literal('get'), entity: storeEntitySchema }),
  z.object({ ...requestBase, op: z.literal('getAll') }),
  z.object({
    ...requestBase,
    op: z.literal('put'),
    entity: storeEntitySchema,
    list: storeDataSchema,
    key: z.string().nullable(),
  }),
  z.object({ ...requestBase, op: z.literal('clear') }),
]);
export type StoreRequest = z.infer<typeof storeRequestSchema>;
export type StoreOperation = StoreRequest['op'];

/** A request without its id, as the client builds it before sending. */
export type StoreCommand = StoreRequest extends infer R
  ? R extends StoreRequest
    ? Omit<R, 'id'>
    : never
  : never;

export const storedListSchema = z.object({
  list: storeDataSchema,
  key: z.string().nullable(),
  updatedAt: z.string(),
});

/** What each operation answers with. */
export const storeResultSchemas = {
  get: storedListSchema.nullable(),
  getAll: z.partialRecord(storeEntitySchema, storedListSchema),
  put: z.null(),
  clear: z.null(),
} as const satisfies Record<StoreOperation, z.ZodType>;

export type StoreResults = { [Op in StoreOperation]: z.infer<(typeof storeResultSchemas)[Op]> };

export const storeResponseSchema = z.discriminatedUnion('ok', [
  z.object({ id: z.number().int().nonnegative(), ok: z.literal(true), result: z.unknown() }),
  z.object({ id: z.number().int().nonnegative(), ok: z.literal(false), error: z.string() }),
]);
export type StoreResponse = z.infer<typeof storeResponseSchema>;

/** A short description of a command for error messages: 'get appointments', 'clear'. */
export function describeCommand(command: Pick<StoreRequest, 'op'> & { entity?: string }): string {
  return command.entity ? `${command.op} ${command.entity}` : command.op;
}

/** Runs one validated command and resolves with its raw result. */
export type StoreHandler = (command: StoreCommand) => Promise<unknown>;

/**
 * The worker's side of the protocol: validate a received message, run it, and build the response.
 * A message that is not a request is answered with an error when it carries an id, else ignored
 * (null).
 */
export async function answerStoreRequest(
  data: unknown,
  handle: StoreHandler,
): Promise<StoreResponse | null> {
  const parsed = storeRequestSchema.safeParse(data);
  if (!parsed.success) {
    const id = (data as { id?: unknown } | null)?.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0) return null;
    return { id, ok: false, error: `Invalid storage request: ${z.prettifyError(parsed.error)}` };
  }
  const { id, ...command } = parsed.data;
  try {
    return { id, ok: true, result: await handle(command) };
  } catch (error) {
    return { id, ok: false, error: errorMessageOf(error) };
  }
}
