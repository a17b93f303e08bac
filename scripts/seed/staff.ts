import { SCOPE_LABELS, sectionById, type ScopeLabel, type SectionId } from '@office/domain';

/** Scope labels of the given sections: the seed names sections by id, like the rest of the code. */
const labels = (...ids: SectionId[]): ScopeLabel[] => ids.map((id) => sectionById(id).label);

/** The seeded office team. Passwords are for local use only and are listed in the README. */
export interface SeedStaff {
  uid: string;
  name: string;
  email: string;
  password: string;
  role: string;
  admin: boolean;
  read: ScopeLabel[];
  write: ScopeLabel[];
  phone: string;
  /** A former member: the record and the Auth account are disabled. */
  disabled?: boolean;
}

export const SEED_PASSWORD = 'Escritorio@2026';

export const SEED_STAFF: SeedStaff[] = [
  {
    uid: 'staff-helena-barbosa',
    name: 'Helena Barbosa',
    email: 'helena@barbosaadvocacia.test',
    password: SEED_PASSWORD,
    role: 'Sócia administradora (todas as seções)',
    admin: true,
    read: [...SCOPE_LABELS],
    write: [...SCOPE_LABELS],
    phone: '+5511987654321',
  },
  {
    uid: 'staff-rafael-moreira',
    name: 'Rafael Moreira',
    email: 'rafael@barbosaadvocacia.test',
    password: SEED_PASSWORD,
    role: 'Advogado (Clientes, Processos, Agenda, Publicações)',
    admin: false,
    read: labels('clients', 'lawsuits', 'agenda', 'articles'),
    write: labels('clients', 'lawsuits', 'agenda', 'articles'),
    phone: '+5511976543210',
  },
  {
    uid: 'staff-juliana-ferreira',
    name: 'Juliana Ferreira',
    email: 'juliana@barbosaadvocacia.test',
    password: SEED_PASSWORD,
    role: 'Advogada (Clientes, Processos, Agenda)',
    admin: false,
    read: labels('clients', 'lawsuits', 'agenda'),
    write: labels('clients', 'lawsuits', 'agenda'),
    phone: '+5511965432109',
  },
  {
    uid: 'staff-camila-souza',
    name: 'Camila Souza',
    email: 'camila@barbosaadvocacia.test',
    password: SEED_PASSWORD,
    role: 'Financeiro (Financeiro; Clientes somente leitura)',
    admin: false,
    read: labels('finance', 'clients'),
    write: labels('finance'),
    phone: '+5511954321098',
  },
  {
    uid: 'staff-lucas-almeida',
    name: 'Lucas Almeida',
    email: 'lucas@barbosaadvocacia.test',
    password: SEED_PASSWORD,
    role: 'Estagiário (Agenda somente leitura)',
    admin: false,
    read: labels('agenda'),
    write: [],
    phone: '+5511943210987',
  },
  {
    uid: 'staff-pedro-costa',
    name: 'Pedro Costa',
    email: 'pedro@barbosaadvocacia.test',
    password: SEED_PASSWORD,
    role: 'Ex-estagiário (conta desativada)',
    admin: false,
    read: labels('agenda', 'lawsuits'),
    write: [],
    phone: '+5511932109876',
    disabled: true,
  },
];

/** Members who can sign in. */
export const ACTIVE_STAFF = SEED_STAFF.filter((s) => !s.disabled);

/** Lawyers who can be responsible for clients and lawsuits. */
export const SEED_LAWYERS = SEED_STAFF.filter((s) => ['staff-helena-barbosa', 'staff-rafael-moreira', 'staff-juliana-ferreira'].includes(s.uid));
