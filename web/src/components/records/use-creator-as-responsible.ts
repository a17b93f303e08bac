import { useEffect, useRef } from 'react';
import { useDirectory } from '../../api/directory';
import { useSession } from '../../lib/session-context';

/**
 * A new client or lawsuit starts with the person creating it as its responsible lawyer, when the directory says
 * they are one (a lawyer who works Processos); anyone else chooses. `apply` sets the field as its starting value,
 * so the form is not "changed" by it (closing it asks nothing). Runs once, when the directory has arrived.
 */
export function useCreatorAsResponsible(isNew: boolean, apply: (uid: string) => void): void {
  const { me } = useSession();
  const directory = useDirectory();
  const uid = me?.uid;
  const eligible = uid !== undefined && directory.lawyers().some((e) => e.uid === uid);
  const done = useRef(false);
  useEffect(() => {
    if (!isNew || done.current || !eligible) return;
    done.current = true;
    apply(uid);
  }, [isNew, eligible, uid, apply]);
}
