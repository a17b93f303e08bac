/**
 * The plan of accounts over HTTP: Configurações edits it (version, conflicts, accounts in use kept), and
 * Financeiro's lançamentos follow it (new ones only in active accounts; an old one keeps a deactivated one).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type CategoryPlan, type CategoryPlanState, type TransactionSaved } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn } from '../support/emulator-client';
import { transaction } from '../support/finance';

const admin = SEED_STAFF.find((s) => s.admin)!;
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
let adminToken: string;
let financeToken: string;

type PlanWithUsage = CategoryPlanState & { usage: Record<string, number> };

async function call<T>(name: string, data: unknown, token: string): Promise<T> {
  const res = await callFn<T>(name, data, token);
  if (res.error) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}

/** The plan with `edit` applied to a copy. */
function edited(plan: CategoryPlan, edit: (p: CategoryPlan) => void): CategoryPlan {
  const copy = structuredClone(plan);
  edit(copy);
  return copy;
}

beforeAll(async () => {
  adminToken = await signIn(admin.email, admin.password);
  financeToken = await signIn(finance.email, finance.password);
});

describe('plano de contas', () => {
  it('adds a group and deactivates an account; new lançamentos follow the plan, an old one keeps its account', async () => {
    const start = await call<PlanWithUsage>('settings-categoryPlan', {}, adminToken);
    expect(start.usage['receita:Honorários › Contratuais']).toBeGreaterThan(0);
    // An existing lançamento in the account about to be deactivated.
    const old = await call<TransactionSaved>(
      'finance-create',
      { transaction: transaction({ category: 'Outras receitas › Rendimentos financeiros', kind: 'reembolso' }) },
      financeToken,
    );
    // Named for the run: the browser tests share this store and add a group of their own.
    const group = `Assessoria ${Date.now().toString(36)}`;
    const plan = edited(start.plan, (p) => {
      p.receita.push({ name: group, accounts: [{ name: 'Mensalidades de assessoria', active: true }] });
      p.receita.find((g) => g.name === 'Outras receitas')!.accounts.find((a) => a.name === 'Rendimentos financeiros')!.active = false;
    });
    const saved = await call<PlanWithUsage>('settings-updateCategoryPlan', { expectedVersion: start.version, plan }, adminToken);
    expect(saved.version).toBeGreaterThan(start.version);
    expect(saved.usage['receita:Outras receitas › Rendimentos financeiros']).toBeGreaterThanOrEqual(1);
    expect((await call<CategoryPlanState>('finance-categoryPlan', {}, financeToken)).plan).toEqual(plan);

    const made = await callFn<TransactionSaved>(
      'finance-create',
      { transaction: transaction({ category: `${group} › Mensalidades de assessoria` }) },
      financeToken,
    );
    expect(made.error).toBeUndefined();
    const inactive = await callFn('finance-create', { transaction: transaction({ category: 'Outras receitas › Rendimentos financeiros' }) }, financeToken);
    expect(inactive.error?.details?.fields?.['transaction.category']).toMatch(/desativada no plano de contas/);
    const otherType = await callFn('finance-create', { transaction: transaction({ category: 'Processuais › Custas judiciais' }) }, financeToken);
    expect(otherType.error?.details?.fields?.['transaction.category']).toBe('Escolha uma categoria de receitas do plano de contas.');
    const malformed = await callFn('finance-create', { transaction: transaction({ category: 'Honorários' }) }, financeToken);
    expect(malformed.error?.details?.fields?.['transaction.category']).toBe('Escolha uma categoria do plano de contas');

    // The old lançamento is edited without leaving its (now inactive) account.
    const t = old.transaction;
    const kept = await callFn<TransactionSaved>(
      'finance-update',
      {
        id: t.id,
        expectedVersion: t.version,
        transaction: transaction({
          category: 'Outras receitas › Rendimentos financeiros',
          kind: 'reembolso',
          description: 'Rendimento editado',
          dueDate: t.dueDate,
        }),
      },
      financeToken,
    );
    expect(kept.error).toBeUndefined();
    expect(kept.result!.transaction.description).toBe('Rendimento editado');
  });

  it('refuses removing or renaming an account in use, a stale version and a plan without an active account, changing nothing', async () => {
    const start = await call<PlanWithUsage>('settings-categoryPlan', {}, adminToken);
    const renamed = edited(start.plan, (p) => {
      p.receita.find((g) => g.name === 'Honorários')!.accounts.find((a) => a.name === 'Contratuais')!.name = 'Contratuais fixos';
    });
    const inUse = await callFn('settings-updateCategoryPlan', { expectedVersion: start.version, plan: renamed }, adminToken);
    expect(inUse.error?.details?.id).toBe('invalid-input');
    expect(inUse.error?.details?.fields?.plan).toMatch(/^Em uso, não podem ser removidas nem renomeadas \(desative-as\): Honorários › Contratuais \(\d+\)\.$/);

    const stale = await callFn('settings-updateCategoryPlan', { expectedVersion: start.version - 1, plan: start.plan }, adminToken);
    expect(stale.error?.details?.id).toBe('conflict');

    const duplicate = edited(start.plan, (p) => {
      p.despesa.push({ name: 'pessoal', accounts: [{ name: 'Bônus', active: true }] });
    });
    const dup = await callFn('settings-updateCategoryPlan', { expectedVersion: start.version, plan: duplicate }, adminToken);
    expect(dup.error?.details?.fields?.[`plan.despesa.${duplicate.despesa.length - 1}.name`]).toBe('Já existe um grupo com este nome');

    const noneActive = edited(start.plan, (p) => {
      for (const g of p.despesa) for (const a of g.accounts) a.active = false;
    });
    const inactive = await callFn('settings-updateCategoryPlan', { expectedVersion: start.version, plan: noneActive }, adminToken);
    expect(inactive.error?.details?.fields?.['plan.despesa']).toBe('Deixe ao menos uma conta de despesas ativa');

    const separator = edited(start.plan, (p) => {
      p.despesa[0]!.accounts.push({ name: 'Custas › extras', active: true });
    });
    const sep = await callFn('settings-updateCategoryPlan', { expectedVersion: start.version, plan: separator }, adminToken);
    expect(sep.error?.details?.fields?.[`plan.despesa.0.accounts.${separator.despesa[0]!.accounts.length - 1}.name`]).toBe('O nome não pode ter o caractere ›');

    const after = await call<PlanWithUsage>('settings-categoryPlan', {}, adminToken);
    expect([after.version, after.plan]).toEqual([start.version, start.plan]);
  });
});
