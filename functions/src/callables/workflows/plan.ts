import { COLLECTIONS, officeDate, planRun, templateItems } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { lawsuitCalendar, lawsuitToApply, requireStartPhase } from './shared';

/**
 * Fluxos de trabalho: what applying a template to a lawsuit from a phase would create today, each due date on its
 * court calendar, and which count was already past (due today instead).
 */
export default implement('workflows-plan', async (ctx, input) => {
  const store = ctx.stores.documents;
  const template = await store.get(COLLECTIONS.workflowTemplates, input.templateId);
  if (!template) throw appError('invalid-input', { fields: { templateId: 'Modelo não encontrado: atualize a página.' } });
  requireStartPhase(template.data, input.startPhase);
  const lawsuit = await lawsuitToApply(ctx, store, input.lawsuitId);
  const { court, offDay } = await lawsuitCalendar(store, lawsuit.data);
  const appliedOn = officeDate();
  const planned = planRun(templateItems(template.data), { filedOn: lawsuit.data.filedOn ?? appliedOn, appliedOn }, input.startPhase, offDay);
  return {
    templateName: template.data.name,
    court,
    filedOn: lawsuit.data.filedOn,
    phases: template.data.phases.map((p) => p.name),
    startPhase: input.startPhase,
    items: planned.map(({ item, plan }) => ({
      phase: template.data.phases[item.phase]?.name ?? '',
      title: item.title,
      anchor: item.anchor,
      days: item.days,
      ...plan,
    })),
  };
});
