// The team area's invitations table lives in db/schema.ts (migration 0010); re-exported for the area.
export { INVITATION_STATUS, invitations, type InvitationRow } from '../db/schema.ts';
