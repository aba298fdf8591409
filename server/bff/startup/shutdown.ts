/**
 * Runs `close` once on SIGINT or SIGTERM, then exits. A second signal, or a close that hangs, exits at once
 * so that a stuck connection never keeps the process alive.
 */
export function closeOnSignals(close: () => Promise<void>, log: (message: string) => void, graceMs = 10_000) {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    log(`${signal}: shutting down…`);
    setTimeout(() => process.exit(1), graceMs).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
