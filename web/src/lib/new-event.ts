/**
 * `/events?novo-compromisso=<lawsuitId>` opens the Agenda's "Novo compromisso" for that lawsuit: how a lawsuit's
 * page offers a new entry without sharing the Agenda's form across features.
 */
export const NEW_EVENT_PARAM = 'novo-compromisso';
