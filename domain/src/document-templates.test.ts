import { describe, expect, it } from 'vitest';
import {
  MERGE_FIELD_GROUPS,
  MERGE_FIELDS,
  catalogueOrder,
  templateAuditFields,
  templateFieldsProblem,
  templatesGenerateInput,
  usesFees,
} from './document-templates';

describe('merge field catalogue', () => {
  it('has each key once, in a known group, written as the tag people type', () => {
    const keys = MERGE_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const f of MERGE_FIELDS) {
      expect(f.key).toMatch(/^[a-z]+\.[a-z_]+$/);
      expect(Object.keys(MERGE_FIELD_GROUPS)).toContain(f.group);
      expect(f.label.length).toBeGreaterThan(3);
    }
    expect(new Set(MERGE_FIELDS.map((f) => f.label)).size).toBe(keys.length);
  });

  it('orders fields as the catalogue does, each once', () => {
    expect(catalogueOrder(['data.hoje', 'cliente.nome', 'data.hoje', 'escritorio.nome'])).toEqual(['escritorio.nome', 'cliente.nome', 'data.hoje']);
    expect(usesFees(['cliente.nome', 'honorarios.valor'])).toBe(true);
    expect(usesFees(['cliente.nome'])).toBe(false);
  });
});

describe('template fields check', () => {
  it('names every unknown field, in braces', () => {
    expect(templateFieldsProblem(['cliente.nome', 'cliente.nomee'], 'processo')).toBe(
      'O modelo usa um campo que não existe: {cliente.nomee}. Veja a lista de campos.',
    );
    expect(templateFieldsProblem(['cliente.nomee', 'processo.vara2', 'cliente.nomee'], 'processo')).toBe(
      'O modelo usa campos que não existem: {cliente.nomee}, {processo.vara2}. Veja a lista de campos.',
    );
  });

  it('refuses a lawsuit field a template for clients writes outside a lawsuit’s passage', () => {
    expect(templateFieldsProblem(['cliente.nome', 'processo.numero'], 'cliente')).toMatch(
      /^Um modelo para clientes só usa campos de processo num trecho entre \{#processo\.numero\} e \{\/processo\.numero\}, que some quando não há processo: \{processo\.numero\}\./,
    );
    // Within {#processo.numero}…{/processo.numero} (the inspector finds none outside): taken.
    expect(templateFieldsProblem(['cliente.nome', 'processo.numero', 'processo.vara'], 'cliente', [])).toBeNull();
    expect(templateFieldsProblem(['cliente.nome', 'processo.numero'], 'processo')).toBeNull();
    expect(templateFieldsProblem([], 'cliente')).toBeNull();
  });

  it('logs the name apart from a court closure’s, and the file as one change', () => {
    expect(templateAuditFields(['fileName', 'name', 'size', 'storagePath', 'fields'])).toEqual(['file', 'templateName', 'fields']);
  });
});

describe('generate input', () => {
  it('takes a lawsuit (with one of its clients, or none for the first) or a client', () => {
    expect(templatesGenerateInput.safeParse({ templateId: 'tpl-1', lawsuitId: 'proc-001' }).success).toBe(true);
    expect(templatesGenerateInput.safeParse({ templateId: 'tpl-1', lawsuitId: 'proc-001', clientId: 'cli-002' }).success).toBe(true);
    expect(
      templatesGenerateInput.safeParse({ templateId: 'tpl-1', clientId: 'cli-001', fees: { amount: 150_050, installments: 3, successPercent: 12.5 } }).success,
    ).toBe(true);
    expect(templatesGenerateInput.safeParse({ templateId: 'tpl-1' }).success).toBe(false);
    expect(templatesGenerateInput.safeParse({ templateId: 'tpl-1', clientId: 'cli-001', fees: { successPercent: 12.345 } }).success).toBe(false);
  });

  it('takes the object typed as one line, an empty one as none', () => {
    expect(templatesGenerateInput.parse({ templateId: 'tpl-1', clientId: 'cli-001', matter: '  Ação trabalhista  ' }).matter).toBe('Ação trabalhista');
    expect(templatesGenerateInput.parse({ templateId: 'tpl-1', clientId: 'cli-001', matter: '' }).matter).toBeNull();
    expect(templatesGenerateInput.safeParse({ templateId: 'tpl-1', clientId: 'cli-001', matter: 'x'.repeat(301) }).success).toBe(false);
  });
});
