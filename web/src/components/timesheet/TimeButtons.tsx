import { can } from '@office/domain/policy';
import { useTimer } from '../../api/timesheet';
import { useSession } from '../../lib/session-context';
import { Button } from '../ui/primitives';
import { useTimeDialogs } from './time-dialogs';
import type { EntryPreset } from './entry-preset';

/** "Registrar tempo" and "Iniciar cronômetro" on a lawsuit's or a task's page, with its links filled in; for who records time. */
export function TimeButtons({ preset }: { preset: EntryPreset }) {
  const { me } = useSession();
  const allowed = can(me?.scopes, 'agenda', 'write');
  const running = useTimer(allowed).data?.timer != null;
  const dialogs = useTimeDialogs();
  if (!allowed) return null;
  return (
    <>
      <Button variant="secondary" icon="clock" onClick={() => void dialogs.startTimer(preset, running)}>
        Iniciar cronômetro
      </Button>
      <Button variant="secondary" onClick={() => void dialogs.record(preset)}>
        Registrar tempo
      </Button>
    </>
  );
}
