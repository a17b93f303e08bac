import { formatDate, formatDateTime, formatTime } from '@office/domain/dates';
import { formatBRL } from '@office/domain/money';
import { Card, PageHeader } from '../../components/ui/primitives';
import { usePreferences, type Density, type Theme } from '../../lib/preferences';
import { EmailPreferencesCard } from './EmailPreferencesCard';

const THEMES: [Theme, string][] = [
  ['light', 'Claro'],
  ['dark', 'Escuro'],
  ['system', 'Igual ao sistema'],
];
const DENSITIES: [Density, string][] = [
  ['comfortable', 'Confortável'],
  ['compact', 'Compacta'],
];

/** /profile/settings: theme, list density, how dates, times and money look, and which notifications also come by e-mail. */
export function ProfileSettingsPage() {
  const prefs = usePreferences();
  const now = new Date();
  return (
    <>
      <PageHeader title="Preferências" description="Aparência e formatos ficam salvos neste navegador; as notificações por e-mail, na sua conta." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Aparência" icon="sun">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Tema</legend>
            {THEMES.map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="theme" checked={prefs.theme === value} onChange={() => prefs.set({ theme: value })} /> {label}
              </label>
            ))}
          </fieldset>
          <fieldset className="mt-5 flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Densidade das listas</legend>
            {DENSITIES.map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="density" checked={prefs.density === value} onChange={() => prefs.set({ density: value })} /> {label}
              </label>
            ))}
          </fieldset>
        </Card>
        <Card title="Formato de datas e valores" icon="calendar">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <dt className="text-slate-500 dark:text-slate-400">Data</dt>
            <dd className="tabular-nums" data-testid="preview-date">
              {formatDate(now)}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">Hora</dt>
            <dd className="tabular-nums">{formatTime(now)}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Data e hora</dt>
            <dd className="tabular-nums">{formatDateTime(now)}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Valor</dt>
            <dd className="tabular-nums">{formatBRL(123456)}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Fuso horário</dt>
            <dd>Horário de Brasília (America/Sao_Paulo)</dd>
          </dl>
        </Card>
        <EmailPreferencesCard />
      </div>
    </>
  );
}
