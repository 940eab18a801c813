// The machines' placeholder actors: the app provides every actor (`machine.provide`), so running one without it is a programming error.

/** Throws "{machine}: actor '{actor}' was not provided"; an invoke that reaches it fails with that message. */
export function notProvided(machine: string, actor: string): never {
  throw new Error(`${machine}: actor '${actor}' was not provided`);
}
