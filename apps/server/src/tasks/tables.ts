// The task area's tables live in db/schema.ts (migration 0011); re-exported for the area's modules.
export { taskMessages, tasks } from '../db/schema.ts';
