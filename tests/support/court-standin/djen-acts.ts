/**
 * The stand-in's DJEN texts: the acts a law office really receives, in the styles courts write them (short "ato
 * ordinatório", despachos, decisions with several acts, dates in figures and in words, hearings with a room or a
 * video link, a cancelled hearing, ciência, vista ao MP), per branch (state, federal, Juizado, labour, STJ).
 * Deterministic: the same seed gives the same act. Parties and lawyers are named as diários print them.
 */
import { addDays } from '@office/domain';

export type StandinTribunal = 'TJSP' | 'TRT2' | 'TRF3' | 'TJMG' | 'STJ';

export interface ActContext {
  tribunal: StandinTribunal;
  /** The availability day (YYYY-MM-DD): hearings are set some weeks after it. */
  day: string;
  cnj: string;
  organ: string;
  active: string;
  passive: string;
  /** The office's lawyer as printed, with the inscription: "Rafael Moreira (OAB/SP 312447)". */
  lawyer: string;
  /** A CNPJ the text prints next to a company's name, when the company has one here. */
  cnpjOf: (name: string) => string | null;
  h: number;
}

export interface StandinAct {
  kind: string;
  documentType: string;
  className: string;
  /** The text's lines (plain text joins them with \r\n, HTML puts each in a paragraph). */
  lines: string[];
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** National holidays (month-day) no court sits on. */
const HOLIDAYS = new Set(['04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20']);

/** A working day some weeks after `day`: no weekend, national holiday or the courts' recess (20/12 to 20/01, CPC art. 220). */
function hearingDay(day: string, h: number): string {
  let d = addDays(day, 20 + (h % 30));
  const md = d.slice(5);
  // In the recess: some day after it, spread as the pautas are.
  if (md >= '12-20' || md <= '01-20') d = addDays(`${Number(d.slice(0, 4)) + (md >= '12-20' ? 1 : 0)}-01-21`, h % 25);
  while ([0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()) || HOLIDAYS.has(d.slice(5))) d = addDays(d, 1);
  return d;
}

const br = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const inWords = (d: string) => `${Number(d.slice(8, 10))} de ${MONTHS[Number(d.slice(5, 7)) - 1]} de ${d.slice(0, 4)}`;
const TIMES = ['09h00', '09h30', '10:00', '13h40', '14h30', '15:15', '16h00'];
const named = (c: ActContext, name: string) => {
  const cnpj = c.cnpjOf(name);
  return cnpj ? `${name} (CNPJ ${cnpj})` : name;
};
const header = (c: ActContext, title: string) => [
  c.organ,
  `Processo ${c.cnj}`,
  title,
  `Polo ativo: ${named(c, c.active)}`,
  `Polo passivo: ${named(c, c.passive)}`,
];
const signature = (c: ActContext) => `Advogado(s): ${c.lawyer}`;

type Act = (c: ActContext) => StandinAct;

const civil: Act[] = [
  (c) => ({
    kind: 'Intimação',
    documentType: 'Ato Ordinatório',
    className: 'PROCEDIMENTO COMUM CÍVEL',
    lines: [
      ...header(c, 'ATO ORDINATÓRIO'),
      'Nos termos do art. 203, § 4º, do CPC, fica a parte autora intimada para, no prazo de 15 (quinze) dias, apresentar réplica à contestação e aos documentos juntados.',
      signature(c),
    ],
  }),
  (c) => ({
    kind: 'Citação',
    documentType: 'Despacho',
    className: 'PROCEDIMENTO COMUM CÍVEL',
    lines: [
      ...header(c, 'DESPACHO'),
      `Vistos. Recebo a inicial. Cite-se a parte ré, ${c.passive}, para, querendo, apresentar contestação no prazo legal, sob pena de revelia. Deixo de designar audiência de conciliação, nos termos do art. 334, § 4º, II, do CPC. Int.`,
      signature(c),
    ],
  }),
  (c) => ({
    kind: 'Intimação',
    documentType: 'Decisão',
    className: 'PROCEDIMENTO COMUM CÍVEL',
    lines: [
      ...header(c, 'DECISÃO'),
      'Opostos embargos de declaração pela parte ré, intime-se a parte embargada para, querendo, manifestar-se no prazo de 5 (cinco) dias, nos termos do art. 1.023, § 2º, do CPC. Após, conclusos.',
      signature(c),
    ],
  }),
  (c) => ({
    kind: 'Intimação',
    documentType: 'Despacho',
    className: 'CUMPRIMENTO DE SENTENÇA',
    lines: [
      ...header(c, 'DESPACHO'),
      `Intime-se a parte executada, ${c.passive}, na pessoa de seu advogado, para pagar o débito de R$ ${(12_000 + (c.h % 90_000)).toLocaleString('pt-BR')},${String(c.h % 100).padStart(2, '0')}, atualizado, no prazo de 15 (quinze) dias, sob pena de multa de dez por cento e honorários advocatícios de dez por cento (CPC, art. 523, § 1º).`,
      'Transcorrido o prazo sem pagamento voluntário, inicia-se o prazo de 15 (quinze) dias para impugnação (CPC, art. 525).',
      signature(c),
    ],
  }),
  (c) => {
    const d = hearingDay(c.day, c.h);
    return {
      kind: 'Intimação',
      documentType: 'Despacho',
      className: 'PROCEDIMENTO COMUM CÍVEL',
      lines: [
        ...header(c, 'DESPACHO'),
        `Designo audiência de conciliação para o dia ${br(d)}, às ${TIMES[c.h % TIMES.length]}, a realizar-se na sala de audiências do CEJUSC, Praça João Mendes, s/nº, 5º andar, Centro, São Paulo/SP. Intimem-se as partes, por seus advogados, advertindo-as de que o não comparecimento injustificado é considerado ato atentatório à dignidade da justiça (CPC, art. 334, § 8º).`,
        signature(c),
      ],
    };
  },
  (c) => {
    const d = hearingDay(c.day, c.h);
    return {
      kind: 'Intimação',
      documentType: 'Decisão',
      className: 'PROCEDIMENTO COMUM CÍVEL',
      lines: [
        ...header(c, 'DECISÃO SANEADORA'),
        'Declaro saneado o processo. Fixo como ponto controvertido a extensão dos danos alegados. Defiro a produção de prova oral.',
        `Fica designada audiência de instrução e julgamento para ${inWords(d)}, às ${TIMES[(c.h + 2) % TIMES.length]}, que se realizará por videoconferência, pelo link https://teams.microsoft.com/l/meetup-join/19%3ameeting_${c.h.toString(36)}%40thread.v2/0.`,
        'As partes deverão apresentar o rol de testemunhas no prazo de 15 (quinze) dias (CPC, art. 357, § 4º).',
        signature(c),
      ],
    };
  },
  (c) => {
    const d = addDays(c.day, 3 + (c.h % 10));
    return {
      kind: 'Intimação',
      documentType: 'Despacho',
      className: 'PROCEDIMENTO COMUM CÍVEL',
      lines: [
        ...header(c, 'DESPACHO'),
        `Em razão da readequação da pauta, fica CANCELADA a audiência anteriormente designada para ${br(d)}, às ${TIMES[c.h % TIMES.length]}. Oportunamente, tornem conclusos para nova designação.`,
        signature(c),
      ],
    };
  },
  (c) => ({
    kind: 'Intimação',
    documentType: 'Ato Ordinatório',
    className: 'PROCEDIMENTO COMUM CÍVEL',
    lines: [
      ...header(c, 'ATO ORDINATÓRIO'),
      'Ciência às partes do retorno dos autos do E. Tribunal de Justiça. Nada sendo requerido, arquivem-se os autos.',
      signature(c),
    ],
  }),
  (c) => ({
    kind: 'Intimação',
    documentType: 'Despacho',
    className: 'ALIMENTOS',
    lines: [...header(c, 'DESPACHO'), 'Dê-se vista ao Ministério Público para manifestação. Após, tornem conclusos.', signature(c)],
  }),
  (c) => ({
    kind: 'Intimação',
    documentType: 'Ato Ordinatório',
    className: 'PROCEDIMENTO COMUM CÍVEL',
    lines: [
      ...header(c, 'ATO ORDINATÓRIO'),
      'Interposto recurso de apelação pela parte ré, fica a parte apelada intimada para apresentar contrarrazões no prazo de 15 (quinze) dias (CPC, art. 1.010, § 1º). Após, remetam-se os autos ao E. Tribunal.',
      signature(c),
    ],
  }),
  (c) => {
    const d = hearingDay(c.day, c.h + 5);
    return {
      kind: 'Intimação',
      documentType: 'Despacho',
      className: 'PROCEDIMENTO COMUM CÍVEL',
      lines: [
        ...header(c, 'DESPACHO'),
        `O perito nomeado informou que dará início aos trabalhos periciais em ${br(d)}, às ${TIMES[(c.h + 1) % TIMES.length]}, no imóvel objeto da lide, na Rua das Acácias, 120, Jardim Paulista, São Paulo/SP. Intimem-se as partes e os assistentes técnicos.`,
        signature(c),
      ],
    };
  },
  (c) => ({
    kind: 'Intimação',
    documentType: 'Sentença',
    className: 'PROCEDIMENTO COMUM CÍVEL',
    lines: [
      ...header(c, 'SENTENÇA'),
      `Ante o exposto, JULGO PROCEDENTE o pedido para condenar a ré ao pagamento de indenização por danos morais de R$ ${(5_000 + (c.h % 20_000)).toLocaleString('pt-BR')},00, com correção monetária e juros de mora. Condeno a ré nas custas e em honorários de 10% do valor da condenação. P.R.I.`,
      signature(c),
    ],
  }),
];

const labour: Act[] = [
  (c) => ({
    kind: 'Intimação',
    documentType: 'Sentença',
    className: 'AÇÃO TRABALHISTA - RITO ORDINÁRIO',
    lines: [
      ...header(c, 'INTIMAÇÃO'),
      'Ficam as partes intimadas da r. sentença de mérito proferida, cujo dispositivo segue: "Julgo PARCIALMENTE PROCEDENTES os pedidos." Prazo de 8 (oito) dias para eventual recurso ordinário (CLT, art. 895, I).',
      signature(c),
    ],
  }),
  (c) => {
    const d = hearingDay(c.day, c.h);
    return {
      kind: 'Intimação',
      documentType: 'Notificação',
      className: 'AÇÃO TRABALHISTA - RITO SUMARÍSSIMO',
      lines: [
        ...header(c, 'NOTIFICAÇÃO'),
        `Fica Vossa Senhoria notificado(a) da audiência UNA designada para ${br(d)} às ${TIMES[(c.h + 3) % TIMES.length]}, que será realizada de forma telepresencial pela plataforma Zoom, link https://trt2-jus-br.zoom.us/j/${80000000000 + (c.h % 999999999)}. As partes deverão comparecer acompanhadas de suas testemunhas, independentemente de intimação (CLT, art. 852-H, § 2º).`,
        signature(c),
      ],
    };
  },
  (c) => ({
    kind: 'Intimação',
    documentType: 'Despacho',
    className: 'AÇÃO TRABALHISTA - RITO ORDINÁRIO',
    lines: [
      ...header(c, 'DESPACHO'),
      'Recebo o recurso ordinário interposto pela reclamada, pois tempestivo e preparado. Vista à parte contrária para contrarrazões, no prazo legal. Após, remetam-se os autos ao E. TRT.',
      signature(c),
    ],
  }),
  (c) => ({
    kind: 'Intimação',
    documentType: 'Despacho',
    className: 'AÇÃO TRABALHISTA - RITO ORDINÁRIO',
    lines: [
      ...header(c, 'DESPACHO'),
      'Homologo os cálculos de liquidação. Cite-se a executada para pagamento em 48 (quarenta e oito) horas, sob pena de penhora (CLT, art. 880). Ciência ao reclamante.',
      signature(c),
    ],
  }),
];

const federal: Act[] = [
  (c) => ({
    kind: 'Intimação',
    documentType: 'Ato Ordinatório',
    className: 'PROCEDIMENTO COMUM CÍVEL',
    lines: [
      ...header(c, 'ATO ORDINATÓRIO'),
      'Manifeste-se a parte autora sobre a contestação apresentada pela União, no prazo de 15 (quinze) dias.',
      signature(c),
    ],
  }),
  (c) => ({
    kind: 'Intimação',
    documentType: 'Sentença',
    className: 'PROCEDIMENTO DO JUIZADO ESPECIAL CÍVEL',
    lines: [
      ...header(c, 'SENTENÇA'),
      'Julgo procedente o pedido para condenar o INSS a restabelecer o benefício de auxílio por incapacidade temporária. Sem custas e honorários nesta instância (Lei 9.099/1995, art. 55). Ficam as partes intimadas; prazo de 10 (dez) dias para recurso (Lei 9.099/1995, art. 42).',
      signature(c),
    ],
  }),
  (c) => ({
    kind: 'Intimação',
    documentType: 'Despacho',
    className: 'MANDADO DE SEGURANÇA CÍVEL',
    lines: [
      ...header(c, 'DESPACHO'),
      'Notifique-se a autoridade impetrada para prestar informações. Após, dê-se vista ao Ministério Público Federal.',
      signature(c),
    ],
  }),
];

const superior: Act[] = [
  (c) => ({
    kind: 'Intimação',
    documentType: 'Despacho',
    className: 'AGRAVO EM RECURSO ESPECIAL',
    lines: [
      ...header(c, 'DESPACHO'),
      'Intime-se a parte agravada para, querendo, apresentar resposta ao agravo interno no prazo de 15 (quinze) dias (CPC, art. 1.021, § 2º).',
      signature(c),
    ],
  }),
  (c) => {
    const d = hearingDay(c.day, c.h);
    return {
      kind: 'Pauta de julgamento',
      documentType: 'Pauta',
      className: 'RECURSO ESPECIAL',
      lines: [
        ...header(c, 'PAUTA DE JULGAMENTO'),
        `Processo incluído na pauta da sessão virtual com início em ${br(d)} e término em ${br(addDays(d, 6))}. Eventual oposição ao julgamento virtual deve ser manifestada em até 5 (cinco) dias úteis antes do início da sessão.`,
        signature(c),
      ],
    };
  },
];

const ACTS: Record<StandinTribunal, Act[]> = { TJSP: civil, TJMG: civil, TRT2: labour, TRF3: federal, STJ: superior };

/** The act a communication carries, from its tribunal and seed. */
export function standinAct(c: ActContext): StandinAct {
  const acts = ACTS[c.tribunal];
  return acts[c.h % acts.length]!(c);
}

const ENTITIES: Record<string, string> = {
  ç: '&ccedil;',
  ã: '&atilde;',
  õ: '&otilde;',
  á: '&aacute;',
  é: '&eacute;',
  í: '&iacute;',
  ó: '&oacute;',
  ú: '&uacute;',
  ê: '&ecirc;',
  º: '&ordm;',
  '§': '&sect;',
};

/** The act as plain text (\r\n) or as the HTML some courts send: paragraphs, entities, and markup no one should run. */
export function actText(act: StandinAct, html: boolean, entities: boolean): string {
  if (!html) return act.lines.join('\r\n');
  const lines = entities ? act.lines.map((l) => l.replace(/[çãõáéíóúêº§]/g, (ch) => ENTITIES[ch] ?? ch)) : act.lines;
  const [organ, processo, title, ...rest] = lines;
  return [
    `<p><b>${organ}</b></p>`,
    `<p>${processo}</p>`,
    `<p align="center"><strong>${title}</strong></p>`,
    ...rest.map((l) => `<p>${l}</p>`),
    '<script>alert(1)</script><p><a href="javascript:alert(2)">ver</a></p>',
  ].join('');
}

/** A text as the stand-in searches it: tags out, the entities it writes decoded. */
export function searchableText(text: string): string {
  const decoded = Object.entries(ENTITIES).reduce((t, [ch, entity]) => t.split(entity).join(ch), text);
  return decoded
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ');
}
