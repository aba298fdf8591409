/**
 * What must not outlive a person's session in this tab registers here (the IVR designer's live draft
 * connections), and the session's end runs it: signing out, or finding the session ended. Features may
 * not import each other, so the one that signs out calls this without knowing who listens.
 */
const hooks = new Set<() => void>();

/** Runs `hook` whenever the session ends in this tab; the returned function stops that. */
export function onSignOut(hook: () => void): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** The session has ended: every registered hook runs; one that throws stops neither the others nor the sign-out. */
export function runSignOutHooks(): void {
  for (const hook of [...hooks]) {
    try {
      hook();
    } catch (error) {
      // Reported as an uncaught error, after the sign-out has gone on.
      setTimeout(() => {
        throw error;
      });
    }
  }
}
