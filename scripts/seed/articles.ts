import sharp from 'sharp';
import { COVER_SIZE, readingMinutes, searchKey, searchPrefixes, THUMB_SIZE, type ArticleRecord } from '@office/domain';
import type { FileStore } from '../../functions/src/store/port';
import { SEED_STAFF } from './staff';

const name = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!.name;

interface SeedArticle {
  title: string;
  slug: string;
  summary: string;
  body: string;
  tags: string[];
  authorId: string;
  status: ArticleRecord['status'];
  publishedAt: string | null;
  editedAt: string;
  /** Hue of the generated cover, or null for none. */
  coverHue: number | null;
  coverAlt?: string;
}

const ARTICLES: Record<string, SeedArticle> = {
  'art-001': {
    title: 'Reforma tributária: o que muda para pequenas empresas',
    slug: 'reforma-tributaria-pequenas-empresas',
    summary: 'Um roteiro prático sobre IBS, CBS e o período de transição até 2033.',
    body: [
      'A **Emenda Constitucional 132/2023** substitui PIS, COFINS, IPI, ICMS e ISS por dois tributos sobre o consumo: a CBS, federal, e o IBS, de estados e municípios.',
      '',
      '## O calendário da transição',
      '',
      '- **2026**: ano de teste, com alíquotas simbólicas de CBS (0,9 %) e IBS (0,1 %), compensáveis;',
      '- **2027**: a CBS entra em vigor e PIS e COFINS deixam de existir;',
      '- **2029 a 2032**: ICMS e ISS diminuem aos poucos enquanto o IBS aumenta;',
      '- **2033**: o sistema novo vale por inteiro.',
      '',
      '## E o Simples Nacional?',
      '',
      'A empresa do Simples pode continuar recolhendo IBS e CBS dentro do regime unificado, ou optar por recolhê-los por fora para que seus clientes aproveitem créditos. A escolha depende de quem compra de você: para quem vende a outras empresas, o crédito pode pesar na negociação.',
      '',
      'A regulamentação está na [Lei Complementar 214/2025](https://www.planalto.gov.br/ccivil_03/leis/lcp/lcp214.htm). Converse conosco antes de decidir.',
    ].join('\n'),
    tags: ['tributário', 'empresas'],
    authorId: 'staff-helena-barbosa',
    status: 'publicado',
    publishedAt: '@t(-2,10,09:00)',
    editedAt: '@t(-2,10,09:00)',
    coverHue: 210,
    coverAlt: 'Ilustração abstrata em tons de azul',
  },
  'art-002': {
    title: 'CNPJ alfanumérico: como se preparar',
    slug: 'cnpj-alfanumerico',
    summary: 'A partir de julho de 2026 a Receita Federal passa a emitir CNPJs com letras. Veja o impacto nos seus sistemas.',
    body: [
      'A **Instrução Normativa RFB 2.229/2024** instituiu o CNPJ alfanumérico: as oito primeiras posições e as quatro da ordem passam a aceitar letras, e os dois dígitos verificadores continuam numéricos.',
      '',
      'Os CNPJs já emitidos não mudam. O que muda é o que os seus sistemas aceitam:',
      '',
      '1. campos de cadastro que só aceitam números;',
      '2. validações do dígito verificador feitas à mão;',
      '3. integrações com bancos e emissores de nota fiscal.',
      '',
      'Revise esses pontos antes que um cliente novo chegue com letras no CNPJ.',
    ].join('\n'),
    tags: ['empresarial'],
    authorId: 'staff-rafael-moreira',
    status: 'publicado',
    publishedAt: '@t(-1,5,09:00)',
    editedAt: '@t(-1,8,14:30)',
    coverHue: 150,
    coverAlt: 'Ilustração abstrata em tons de verde',
  },
  'art-003': {
    title: 'Prazos processuais em dias úteis: erros comuns',
    slug: 'prazos-dias-uteis',
    summary: 'O art. 219 do CPC e as armadilhas de feriados locais e suspensões de expediente.',
    body: [
      'Desde o CPC de 2015, os prazos processuais em dias contam-se **apenas nos dias úteis** (art. 219). Três erros aparecem com frequência:',
      '',
      '- esquecer o feriado municipal da comarca, que não consta do calendário nacional;',
      '- contar o recesso de 20 de dezembro a 20 de janeiro (art. 220), quando os prazos ficam suspensos;',
      '- começar a contagem no dia da publicação, e não no primeiro dia útil seguinte (art. 224).',
      '',
      '> No processo eletrônico, considera-se publicada a intimação no primeiro dia útil seguinte ao da disponibilização no Diário (Lei 11.419/2006, art. 4º, § 3º).',
    ].join('\n'),
    tags: ['processo civil'],
    authorId: 'staff-juliana-ferreira',
    status: 'publicado',
    publishedAt: '@t(0,2,09:00)',
    editedAt: '@t(0,2,09:00)',
    coverHue: null,
  },
  'art-004': {
    title: 'Fim de ano: recesso forense e suspensão de prazos',
    slug: 'recesso-forense-suspensao-prazos',
    summary: 'De 20 de dezembro a 20 de janeiro os prazos ficam suspensos, mas o expediente não para em todos os tribunais.',
    body: [
      'O art. 220 do CPC suspende o curso dos prazos processuais entre **20 de dezembro e 20 de janeiro**. Audiências e sessões de julgamento também não acontecem nesse período.',
      '',
      'Atenção: a suspensão vale para os prazos do CPC. Processos trabalhistas seguem o art. 775-A da CLT, com a mesma janela, e medidas urgentes continuam sendo apreciadas no plantão.',
    ].join('\n'),
    tags: ['processo civil', 'prazos'],
    authorId: 'staff-juliana-ferreira',
    status: 'agendado',
    publishedAt: '@r(5,08:00)',
    editedAt: '@r(-1,17:10)',
    coverHue: 30,
    coverAlt: 'Ilustração abstrata em tons de laranja',
  },
  'art-005': {
    title: 'LGPD no relacionamento com clientes do escritório',
    slug: 'lgpd-escritorio',
    summary: 'Bases legais, retenção e direitos do titular no dia a dia da advocacia.',
    body: 'Rascunho em revisão. Tópicos:\n\n- bases legais do art. 7º para dados de clientes e de partes contrárias;\n- prazo de guarda dos documentos depois do fim do mandato;\n- como responder a um pedido do titular (art. 18).',
    tags: ['lgpd'],
    authorId: 'staff-helena-barbosa',
    status: 'rascunho',
    publishedAt: null,
    editedAt: '@r(-3,11:00)',
    coverHue: null,
  },
};

/** Cover paths of a seeded article: fixed names in the shape the media function serves. */
function coverPaths(id: string): { path: string; thumbPath: string } {
  const hash = Buffer.from(id).toString('hex').padEnd(12, '0').slice(0, 12);
  return { path: `articles/${id}/cover-${hash}.jpg`, thumbPath: `articles/${id}/thumb-${hash}.jpg` };
}

/** The seed's articles, in every status, with what the callables derive from each. */
export function seedArticles(): Record<string, ArticleRecord> {
  return Object.fromEntries(
    Object.entries(ARTICLES).map(([id, a]) => [
      id,
      {
        title: a.title,
        slug: a.slug,
        summary: a.summary,
        body: a.body,
        tags: a.tags,
        authorId: a.authorId,
        authorName: name(a.authorId),
        status: a.status,
        publishedAt: a.publishedAt,
        public: a.status !== 'rascunho',
        editedAt: a.editedAt,
        readingMinutes: readingMinutes(a.body),
        cover: a.coverHue === null ? null : { ...coverPaths(id), alt: a.coverAlt ?? '' },
        titleKey: searchKey(a.title),
        searchWords: searchPrefixes([a.title]),
        createdBy: a.authorId,
        updatedBy: a.authorId,
      },
    ]),
  );
}

/** A cover without text (fonts differ between machines): soft shapes in one hue. */
function coverSvg(hue: number, size: { width: number; height: number }): string {
  const { width: w, height: h } = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,55%)"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="930" cy="140" r="260" fill="hsl(${hue},70%,85%)" fill-opacity="0.18"/>
  <circle cx="260" cy="560" r="210" fill="hsl(${(hue + 20) % 360},70%,90%)" fill-opacity="0.14"/>
  <rect x="90" y="250" width="520" height="26" rx="13" fill="#fff" fill-opacity="0.55"/>
  <rect x="90" y="300" width="380" height="26" rx="13" fill="#fff" fill-opacity="0.35"/>
</svg>`;
}

/** Writes the seeded articles' covers and thumbnails to the file store (the documents name them). */
export async function loadSeedCovers(files: FileStore): Promise<number> {
  let written = 0;
  for (const [id, a] of Object.entries(ARTICLES)) {
    if (a.coverHue === null) continue;
    const { path, thumbPath } = coverPaths(id);
    for (const [target, size] of [
      [path, COVER_SIZE],
      [thumbPath, THUMB_SIZE],
    ] as const) {
      const bytes = await sharp(Buffer.from(coverSvg(a.coverHue, size)))
        .jpeg({ quality: 85 })
        .toBuffer();
      await files.put(target, bytes, { contentType: 'image/jpeg', metadata: { uploadedBy: a.authorId, originalName: `capa-${a.slug}.jpg` } });
      written += 1;
    }
  }
  return written;
}
