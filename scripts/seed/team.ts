import type { PracticeAreasRecord, TeamMemberRecord } from '@office/domain';

const by = 'staff-helena-barbosa';

/** The team page: the seeded lawyers and intern with their inscriptions (one with a suplementar in RJ), and a former associate not on the site. */
export const SEED_TEAM: Record<string, TeamMemberRecord> = {
  'eqp-helena': {
    name: 'Helena Barbosa',
    role: 'socio',
    title: 'Sócia fundadora',
    staffId: 'staff-helena-barbosa',
    oab: [
      { uf: 'SP', number: '245180', kind: 'advogado' },
      { uf: 'RJ', number: '98765', kind: 'suplementar' },
    ],
    areas: ['Direito Tributário', 'Direito Empresarial'],
    bio: 'Advogada desde 2004, mestre em Direito Tributário pela PUC-SP. Coordena a área consultiva e os contencioso tributário do escritório.',
    published: true,
    photoPath: null,
    createdBy: by,
    updatedBy: by,
  },
  'eqp-rafael': {
    name: 'Rafael Moreira',
    role: 'socio',
    title: 'Sócio, contencioso cível',
    staffId: 'staff-rafael-moreira',
    oab: [{ uf: 'SP', number: '312447', kind: 'advogado' }],
    areas: ['Direito Civil', 'Direito do Consumidor'],
    bio: 'Atua em contencioso cível e consumerista, com foco em responsabilidade civil e contratos.',
    published: true,
    photoPath: null,
    createdBy: by,
    updatedBy: by,
  },
  'eqp-juliana': {
    name: 'Juliana Ferreira',
    role: 'advogado',
    title: 'Advogada, trabalhista',
    staffId: 'staff-juliana-ferreira',
    oab: [{ uf: 'SP', number: '401236', kind: 'advogado' }],
    areas: ['Direito do Trabalho'],
    bio: 'Atende empresas e trabalhadores em reclamações trabalhistas e em negociações coletivas.',
    published: true,
    photoPath: null,
    createdBy: by,
    updatedBy: by,
  },
  'eqp-lucas': {
    name: 'Lucas Almeida',
    role: 'estagiario',
    title: 'Estagiário',
    staffId: 'staff-lucas-almeida',
    oab: [{ uf: 'SP', number: '215870', kind: 'estagiario' }],
    areas: [],
    bio: '',
    published: true,
    photoPath: null,
    createdBy: by,
    updatedBy: by,
  },
  'eqp-pedro': {
    name: 'Pedro Costa',
    role: 'advogado',
    title: 'Advogado associado (até 2025)',
    staffId: 'staff-pedro-costa',
    oab: [{ uf: 'MG', number: '187302', kind: 'advogado' }],
    areas: ['Direito Previdenciário'],
    bio: '',
    published: false,
    photoPath: null,
    createdBy: by,
    updatedBy: by,
  },
};

export const SEED_PRACTICE_AREAS: PracticeAreasRecord = {
  areas: [
    { name: 'Direito Tributário', description: 'Planejamento tributário, defesas em autos de infração e ações contra o Fisco.' },
    { name: 'Direito Empresarial', description: 'Contratos, societário e reorganizações de pequenas e médias empresas.' },
    { name: 'Direito Civil', description: 'Contratos, responsabilidade civil, família e sucessões.' },
    { name: 'Direito do Trabalho', description: 'Consultoria preventiva e contencioso trabalhista.' },
    { name: 'Direito do Consumidor', description: 'Defesa de consumidores e de fornecedores em relações de consumo.' },
  ],
};
