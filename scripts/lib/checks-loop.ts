export interface CheckLoop {
  /** Stops the loop; resolves once a check under way has finished. */
  stop(): Promise<void>;
}

/** Runs `check` now and then `intervalMs` after each one ends: one check at a time, however long one takes. */
export function everyAfter(intervalMs: number, check: () => Promise<void>): CheckLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const loop = async (): Promise<void> => {
    await check();
    if (!stopped)
      timer = setTimeout(() => {
        running = loop();
      }, intervalMs);
  };
  let running = loop();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
