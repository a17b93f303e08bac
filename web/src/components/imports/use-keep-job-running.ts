import { useEffect, useState } from 'react';

/** Any import job's view: what decides whether the page keeps asking for steps. */
interface RunningJob {
  id: string;
  status: string;
}

export const jobRunning = (job: RunningJob) => job.status === 'em-andamento' || job.status === 'desfazendo';

/**
 * While the page is open, asks for more steps of a running import job, one call at a time, half a second after each
 * answer (a failed call is only a pause: the job's record says where it stands, and the next round asks again).
 * The periodic pass goes on without the page.
 */
export function useKeepJobRunning(job: RunningJob | undefined, advance: (input: { id: string; steps: number }) => Promise<unknown>): void {
  const [round, setRound] = useState(0);
  const id = job?.id;
  const active = job ? jobRunning(job) : false;
  useEffect(() => {
    if (!id || !active) return;
    let left = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void advance({ id, steps: 3 })
      .catch(() => undefined)
      .finally(() => {
        if (!left) timer = setTimeout(() => setRound((r) => r + 1), 500);
      });
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, [id, active, round, advance]);
}
