import { formatDateTime } from '@office/domain/dates';
import { formatPhoneBR, type SiteContact } from '@office/domain';
import { Card } from '../../components/ui/primitives';

/**
 * What the person wrote through the public site's contact form, newest first: the message, how they asked to be
 * answered, and the consent they gave with it (its exact words and when), which the LGPD asks the office to keep.
 */
export function SiteContactsCard({ contacts }: { contacts: readonly SiteContact[] }) {
  const newest = [...contacts].reverse();
  return (
    <Card title={`Contatos pelo site (${contacts.length})`} icon="mail" className="lg:col-span-3">
      <ol className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {newest.map((c) => (
          <li key={c.at} className="py-3 first:pt-0 last:pb-0">
            <p className="font-medium text-slate-800 dark:text-slate-100">
              {c.subject} <span className="font-normal text-slate-600 dark:text-slate-400">· {formatDateTime(c.at)}</span>
            </p>
            <p className="text-slate-600 dark:text-slate-400">{[c.name, c.email, c.phone ? formatPhoneBR(c.phone) : ''].filter(Boolean).join(' · ')}</p>
            <p className="mt-2 whitespace-pre-line break-words">{c.message}</p>
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              Consentimento dado em {formatDateTime(c.consentAt)}: “{c.consentText}”
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
