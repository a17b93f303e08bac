import { COLLECTIONS, officeDate, plannedDueDate, templateItems } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { lawsuitCalendar, lawsuitToApply } from './shared';

/** Fluxos de trabalho: what applying a template to a lawsuit would create today, each due date on its court calendar. */
export default implement('workflows-plan', async (ctx, input) => {
  const store = ctx.stores.documents;
  const template = await store.get(COLLECTIONS.workflowTemplates, input.templateId);
  if (!template) throw appError('invalid-input', { fields: { templateId: 'Modelo não encontrado: atualize a página.' } });
  const lawsuit = await lawsuitToApply(ctx, store, input.lawsuitId);
  const { court, offDay } = await lawsuitCalendar(store, lawsuit.data);
  const appliedOn = officeDate();
  const dates = { filedOn: lawsuit.data.filedOn ?? appliedOn, appliedOn };
  return {
    templateName: template.data.name,
    court,
    filedOn: lawsuit.data.filedOn,
    items: templateItems(template.data).map((item) => ({
      phase: template.data.phases[item.phase]?.name ?? '',
      title: item.title,
      anchor: item.anchor,
      days: item.days,
      dueDate: plannedDueDate(item, dates, offDay),
    })),
  };
});
