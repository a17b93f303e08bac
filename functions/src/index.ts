// Every callable and trigger, grouped by section: `staff.setScopes` deploys as `staff-setScopes`.
import { get as aboutGet } from './callables/about/get';
import { update as aboutUpdate } from './callables/about/update';
import { me } from './callables/session/me';
import { create } from './callables/staff/create';
import { list } from './callables/staff/list';
import { setAdmin } from './callables/staff/set-admin';
import { setDisabled } from './callables/staff/set-disabled';
import { setScopes } from './callables/staff/set-scopes';
import { staffClaimsSync } from './triggers/staff-claims';

export const session = { me };
export const about = { get: aboutGet, update: aboutUpdate };
export const staff = { list, create, setScopes, setAdmin, setDisabled };
export { staffClaimsSync };
