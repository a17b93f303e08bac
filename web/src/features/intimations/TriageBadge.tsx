import { triageOf, type IntimationRecord } from '@office/domain';
import { Badge } from '../../components/ui/primitives';

/** What was done with an intimação, as a badge: a tratar (amber), prazo lançado, sem prazo, or encaminhada a someone. */
export function TriageBadge({ intimation, nameOf }: { intimation: Pick<IntimationRecord, 'triage' | 'prazoEventId'>; nameOf: (uid: string) => string }) {
  const triage = triageOf(intimation);
  switch (triage.state) {
    case 'a-tratar':
      return <Badge tone="amber">A tratar</Badge>;
    case 'prazo-lancado':
      return <Badge tone="green">Prazo lançado</Badge>;
    case 'sem-prazo':
      return <Badge>Sem prazo</Badge>;
    case 'encaminhada':
      return <Badge tone="blue">Encaminhada a {triage.forwardedTo ? nameOf(triage.forwardedTo) : '—'}</Badge>;
  }
}
