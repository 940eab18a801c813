// The team area's e-mails: the invitation (with its /invite/{token} link) and the set-password link.
import type { AppContext } from '../context.ts';
import type { Access } from '../auth/access.ts';
import { withTenant } from '../db/tenant.ts';
import { invitationEmail, setPasswordEmail } from './messages.ts';
import { findRole, licenseName } from './store.ts';
import type { InvitationRow } from './tables.ts';

const baseUrl = (ctx: AppContext) => ctx.publicUrl.replace(/\/+$/, '');

/** The page that opens the invitation; the set-password page lives under it. */
export const acceptLink = (ctx: AppContext, token: string) => `${baseUrl(ctx)}/invite/${token}`;
export const passwordLink = (ctx: AppContext, token: string) =>
  `${acceptLink(ctx, token)}/password`;

export async function sendInvitation(
  ctx: AppContext,
  licenseId: string,
  invitation: InvitationRow,
  token: string,
  access: Access,
): Promise<void> {
  const { company, role } = await withTenant(ctx.db, licenseId, async (t) => ({
    company: await licenseName(t.tx, licenseId),
    role: await findRole(t, invitation.business_role_id),
  }));
  await ctx.mailer.send({
    to: invitation.email,
    subject: invitationEmail.subject(company),
    text: invitationEmail.text({
      company,
      inviter: access.subject.full_name ?? access.subject.email,
      role: role?.name ?? '',
      message: invitation.personal_message,
      link: acceptLink(ctx, token),
      expiresAt: invitation.expires_at,
    }),
  });
}

export async function sendSetPasswordLink(
  ctx: AppContext,
  to: string,
  company: string,
  token: string,
  expiresAt: Date,
): Promise<void> {
  await ctx.mailer.send({
    to,
    subject: setPasswordEmail.subject(company),
    text: setPasswordEmail.text(passwordLink(ctx, token), expiresAt),
  });
}
