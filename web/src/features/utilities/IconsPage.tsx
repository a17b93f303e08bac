import { Icon, ICON_NAMES } from '../../components/ui/Icon';
import { PageHeader } from '../../components/ui/primitives';

/** /utilities/Icons: every icon of the app's own set, with its name. */
export function IconsPage() {
  return (
    <>
      <PageHeader title="Ícones" description={`${ICON_NAMES.length} ícones desenhados para o sistema, sem fonte externa.`} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {ICON_NAMES.map((name) => (
          <li
            key={name}
            className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-4 text-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <Icon name={name} className="size-7 text-brand-700 dark:text-brand-300" />
            <code className="text-xs">{name}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
