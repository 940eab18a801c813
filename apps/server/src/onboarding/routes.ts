// /onboarding/create-license (part 1 §7; payload and answer not in the spec): the caller's first license.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { accessOf } from '../auth/access.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { accessMessages } from '../messages.ts';
import { createLicense, LicenseAlreadyOwned } from './licenses.ts';

/** Any onboarding fields may come along; the license name is taken from name or company_name. */
const createLicenseBody = z
  .looseObject({
    name: z.string().trim().min(1).max(200).optional(),
    company_name: z.string().trim().min(1).max(200).optional(),
  })
  .nullish();

export const createLicenseResponseSchema = z.object({
  license_id: z.string(),
  name: z.string(),
  business_role_id: z.string(),
  message: z.string(),
});

export async function onboardingRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/create-license',
    {
      preValidation: requireAuth(ctx.tokens),
      schema: {
        tags: ['onboarding'],
        summary: 'Create a license owned by the caller (with its system roles)',
        description:
          'The caller becomes license_owner with the system role "Владелец"; the next token ' +
          '(POST /auth/refresh) carries lic and brole. 409 when the caller already has a license.',
        security: [{ bearerAuth: [] }],
        body: createLicenseBody,
        response: { 201: createLicenseResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      const { actor } = await accessOf(ctx.db, request);
      if (actor.license_id || request.auth?.impersonation) {
        throw new HttpError(409, accessMessages.licenseExists);
      }
      const name =
        request.body?.name ??
        request.body?.company_name ??
        (actor.full_name ? `Студия ${actor.full_name}` : `Студия ${actor.email}`);
      try {
        const license = await createLicense(ctx.db, { name, ownerId: actor.id });
        reply.code(201);
        return {
          license_id: license.licenseId,
          name: license.name,
          business_role_id: license.roles.owner,
          message: 'Лицензия создана',
        };
      } catch (error) {
        if (error instanceof LicenseAlreadyOwned) {
          throw new HttpError(409, accessMessages.licenseExists);
        }
        throw error;
      }
    },
  );
}
