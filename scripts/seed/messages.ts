import { mailboxAfterMessage, mailboxId, type ClientRecord, type MailboxRecord, type MessageLinkRecord, type MessageRecord } from '@office/domain';
import { SEED_STAFF } from './staff';
import type { SeedRecord } from './types';

const name = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!.name;

interface SeedThread {
  subject: string;
  link?: MessageLinkRecord;
  /** Sender, body and time token of each message, oldest first; the first message's recipients are the thread's people. */
  messages: { from: string; to?: string[]; body: string; at: string }[];
  /** Who has read the whole thread (the senders of its messages have read up to their own). */
  readBy?: string[];
  archivedBy?: string[];
}

/**
 * Conversations between the seeded team: replies, a thread linked to a lawsuit, one to a client, a group
 * thread, read and unread copies, one archived. Mailbox entries are built the way the callables build them.
 */
export function seedMessages(clients: Record<string, Pick<ClientRecord, 'name'>>, lawsuits: Record<string, SeedRecord<'lawsuits'>>) {
  const [lawsuitId, lawsuit] = Object.entries(lawsuits).find(([, l]) => l.cnj && l.status === 'ativo')!;
  const [clientId, client] = Object.entries(clients)[3]!;
  const H = 'staff-helena-barbosa';
  const R = 'staff-rafael-moreira';
  const J = 'staff-juliana-ferreira';
  const C = 'staff-camila-souza';
  const L = 'staff-lucas-almeida';
  const threads: SeedThread[] = [
    {
      subject: 'Audiência de conciliação: preparar proposta',
      link: { kind: 'lawsuit', id: lawsuitId, label: lawsuit.cnj! },
      messages: [
        {
          from: R,
          to: [J],
          body: 'Juliana, a audiência de conciliação deste processo é hoje às 14h no CEJUSC.\nPode levantar o valor atualizado do débito para levarmos uma proposta?',
          at: '@r(-1,16:10)',
        },
        { from: J, body: 'Levantei: R$ 48.320,15 atualizados pelo IPCA-E até o mês passado. Deixei a planilha na pasta do processo.', at: '@r(-1,17:45)' },
        { from: R, body: 'Perfeito, obrigado. Vou propor 70 % à vista ou o total em 10 parcelas.', at: '@r(0,08:50)' },
      ],
      readBy: [J],
    },
    {
      subject: 'Documentos do cliente para a inicial',
      link: { kind: 'client', id: clientId, label: client.name },
      messages: [
        {
          from: H,
          to: [R, L],
          body: 'O cliente trouxe a procuração assinada e os comprovantes de pagamento. Lucas, pode digitalizar e anexar na ficha dele ainda hoje?',
          at: '@r(-2,10:20)',
        },
        { from: L, body: 'Anexado. Faltou o comprovante de residência; já pedi por e-mail.', at: '@r(-2,15:05)' },
      ],
      readBy: [H, R, L],
    },
    {
      subject: 'Honorários em atraso',
      messages: [
        {
          from: C,
          to: [H],
          body: 'Helena, há duas parcelas de honorários vencidas de clientes diferentes. Sugiro enviar lembrete antes de emitir boleto novo. Posso seguir?',
          at: '@r(-1,11:30)',
        },
      ],
    },
    {
      subject: 'Reunião de pauta de segunda-feira',
      messages: [
        {
          from: H,
          to: [R, J, L],
          body: 'Reunião de pauta na segunda às 9h para distribuir os prazos da semana. Tragam a lista de intimações lidas.',
          at: '@r(-3,18:00)',
        },
        { from: J, body: 'Confirmada. Levo também o relatório de prazos vencendo em 15 dias.', at: '@r(-3,18:20)' },
      ],
      readBy: [H, R, J, L],
      archivedBy: [R],
    },
    {
      subject: 'Publicação sem prazo novo',
      messages: [{ from: J, to: [R], body: 'Saiu despacho no DJEN em um dos processos do cliente. Li e não abre prazo novo; só ciência.', at: '@r(0,09:40)' }],
    },
  ];

  const messages: Record<string, MessageRecord> = {};
  const mailboxes: Record<string, MailboxRecord> = {};
  threads.forEach((thread, t) => {
    const threadId = `msg-seed-${t + 1}-1`;
    const people = [thread.messages[0]!.from, ...(thread.messages[0]!.to ?? [])];
    thread.messages.forEach((m, i) => {
      const toIds = people.filter((p) => p !== m.from);
      const message: MessageRecord = {
        threadId,
        fromId: m.from,
        fromName: name(m.from),
        toIds,
        toNames: toIds.map(name),
        subject: thread.subject,
        body: m.body,
        sentAt: m.at,
        link: i === 0 ? (thread.link ?? null) : null,
      };
      messages[`msg-seed-${t + 1}-${i + 1}`] = message;
      for (const owner of people) {
        const id = mailboxId(owner, threadId);
        mailboxes[id] = {
          ...mailboxAfterMessage(mailboxes[id] ?? null, owner, message),
          participantIds: people,
          participantNames: people.map(name),
        };
      }
    });
    for (const owner of people) {
      const entry = mailboxes[mailboxId(owner, threadId)]!;
      if (thread.readBy?.includes(owner)) entry.unread = false;
      if (thread.archivedBy?.includes(owner)) entry.archived = true;
    }
  });
  return { messages, mailboxes };
}
