/** Sobre: the office profile, the team and the areas of practice. */
import { command, created, deleted, none, query, read, slice, updated, write } from './define';
import { type Listed } from '../lists';
import { aboutGetInput, aboutUpdateInput } from '../office';
import { type OfficeProfile } from '../records';
import {
  type PracticeArea,
  practiceAreasUpdateInput,
  teamMemberCreateInput,
  teamMemberDeleteInput,
  teamMemberPhotoInput,
  type TeamMemberRecord,
  teamMemberUpdateInput,
  TEAM_MEMBER_FIELD_LABELS,
} from '../team';

/** Sobre: the team in page order, and the office's areas of practice with the version an edit must name (0: never saved). */
export interface TeamState {
  members: Listed<TeamMemberRecord>[];
  areas: PracticeArea[];
  areasVersion: number;
}

/** Sobre: the office profile with the version an edit must name. */
export interface AboutResult {
  profile: OfficeProfile;
  version: number;
  updatedAt: string;
}

export const aboutSlice = slice({
  fieldWords: { section: 'about', labels: TEAM_MEMBER_FIELD_LABELS },
  operations: {
    'about-get': query<AboutResult>()({ policy: read('about'), input: aboutGetInput }),
    'about-update': command<AboutResult>()({
      policy: write('about'),
      input: aboutUpdateInput,
      attempt: 'editar os dados do escritório',
      actions: { 'about.update': updated('Editou os dados do escritório') },
    }),
    'about-team': query<TeamState>()({ policy: read('about'), input: none }),
    'about-createMember': command<Listed<TeamMemberRecord>>()({
      policy: write('about'),
      input: teamMemberCreateInput,
      attempt: 'incluir pessoa na equipe',
      actions: { 'about.createMember': created('Incluiu pessoa na equipe') },
    }),
    'about-updateMember': command<Listed<TeamMemberRecord>>()({
      policy: write('about'),
      input: teamMemberUpdateInput,
      attempt: 'editar pessoa da equipe',
      actions: { 'about.updateMember': updated('Editou pessoa da equipe') },
    }),
    'about-setMemberPhoto': command<Listed<TeamMemberRecord>>()({
      policy: write('about'),
      input: teamMemberPhotoInput,
      attempt: 'trocar a foto de uma pessoa da equipe',
      actions: {
        'about.setMemberPhoto': updated('Trocou a foto de uma pessoa da equipe'),
        'about.removeMemberPhoto': updated('Removeu a foto de uma pessoa da equipe'),
      },
    }),
    'about-deleteMember': command<{ deleted: true }>()({
      policy: write('about'),
      input: teamMemberDeleteInput,
      attempt: 'excluir pessoa da equipe',
      actions: { 'about.deleteMember': deleted('Excluiu pessoa da equipe') },
    }),
    'about-updateAreas': command<TeamState>()({
      policy: write('about'),
      input: practiceAreasUpdateInput,
      attempt: 'alterar as áreas de atuação',
      actions: { 'about.updateAreas': updated('Alterou as áreas de atuação') },
    }),
  },
});
