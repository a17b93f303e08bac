// Every callable, HTTPS function and trigger, grouped by section: `staff.setScopes` deploys as `staff-setScopes`.
import { get as aboutGet } from './callables/about/get';
import { update as aboutUpdate } from './callables/about/update';
import { get as agendaGet } from './callables/agenda/get';
import { list as agendaList } from './callables/agenda/list';
import { list as articlesList } from './callables/articles/list';
import { create as clientsCreate } from './callables/clients/create';
import { exportCsv, importCsv, importPreview } from './callables/clients/csv';
import { remove as clientsDelete } from './callables/clients/delete';
import { get as clientsGet } from './callables/clients/get';
import { list as clientsList } from './callables/clients/list';
import { update as clientsUpdate } from './callables/clients/update';
import { summary as dashboardSummary } from './callables/dashboard/summary';
import { list as directoryList } from './callables/directory/list';
import { list as faqList } from './callables/faq/list';
import { remove as filesDelete } from './callables/files/delete';
import { list as filesList } from './callables/files/list';
import { list as financeList } from './callables/finance/list';
import { list as integrationsList } from './callables/integrations/list';
import { create as lawsuitsCreate } from './callables/lawsuits/create';
import { remove as lawsuitsDelete } from './callables/lawsuits/delete';
import { get as lawsuitsGet } from './callables/lawsuits/get';
import { list as lawsuitsList } from './callables/lawsuits/list';
import { addMovement, movements as lawsuitMovements, updateMovement } from './callables/lawsuits/movements';
import { update as lawsuitsUpdate } from './callables/lawsuits/update';
import { list as messagesList } from './callables/messages/list';
import { setPhoto as profileSetPhoto } from './callables/profile/set-photo';
import { update as profileUpdate } from './callables/profile/update';
import { office as publicOffice } from './callables/public/office';
import { requestRemoval } from './callables/public/request-removal';
import { me } from './callables/session/me';
import { removalRequests } from './callables/settings/removal-requests';
import { resolveRemoval } from './callables/settings/resolve-removal';
import { create as staffCreate } from './callables/staff/create';
import { list as staffList } from './callables/staff/list';
import { setAdmin } from './callables/staff/set-admin';
import { setDisabled } from './callables/staff/set-disabled';
import { setScopes } from './callables/staff/set-scopes';
import { files } from './http/files';
import { staffClaimsSync } from './triggers/staff-claims';

export const session = { me };
export const dashboard = { summary: dashboardSummary };
export const profile = { update: profileUpdate, setPhoto: profileSetPhoto };
export const messages = { list: messagesList };
export const directory = { list: directoryList };
export const about = { get: aboutGet, update: aboutUpdate };
export const clients = {
  list: clientsList,
  get: clientsGet,
  create: clientsCreate,
  update: clientsUpdate,
  delete: clientsDelete,
  exportCsv,
  importPreview,
  importCsv,
};
export const lawsuits = {
  list: lawsuitsList,
  get: lawsuitsGet,
  create: lawsuitsCreate,
  update: lawsuitsUpdate,
  delete: lawsuitsDelete,
  movements: lawsuitMovements,
  addMovement,
  updateMovement,
};
export const agenda = { list: agendaList, get: agendaGet };
export const articles = { list: articlesList };
export const faq = { list: faqList };
export const finance = { list: financeList };
export const settings = { removalRequests, resolveRemoval };
export const integrations = { list: integrationsList };
export const attachments = { list: filesList, delete: filesDelete };
export const staff = { list: staffList, create: staffCreate, setScopes, setAdmin, setDisabled };
export const publicPages = { office: publicOffice, requestRemoval };
export { files, staffClaimsSync };
