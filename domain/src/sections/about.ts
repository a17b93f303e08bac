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
    'about-get': query<AboutResult>()(read('about'), aboutGetInput),
    'about-update': command<AboutResult>()(write('about'), aboutUpdateInput, 'editar os dados do escritório', {
      'about.update': updated('Editou os dados do escritório'),
    }),
    'about-team': query<TeamState>()(read('about'), none),
    'about-createMember': command<Listed<TeamMemberRecord>>()(write('about'), teamMemberCreateInput, 'incluir pessoa na equipe', {
      'about.createMember': created('Incluiu pessoa na equipe'),
    }),
    'about-updateMember': command<Listed<TeamMemberRecord>>()(write('about'), teamMemberUpdateInput, 'editar pessoa da equipe', {
      'about.updateMember': updated('Editou pessoa da equipe'),
    }),
    'about-setMemberPhoto': command<Listed<TeamMemberRecord>>()(write('about'), teamMemberPhotoInput, 'trocar a foto de uma pessoa da equipe', {
      'about.setMemberPhoto': updated('Trocou a foto de uma pessoa da equipe'),
      'about.removeMemberPhoto': updated('Removeu a foto de uma pessoa da equipe'),
    }),
    'about-deleteMember': command<{ deleted: true }>()(write('about'), teamMemberDeleteInput, 'excluir pessoa da equipe', {
      'about.deleteMember': deleted('Excluiu pessoa da equipe'),
    }),
    'about-updateAreas': command<TeamState>()(write('about'), practiceAreasUpdateInput, 'alterar as áreas de atuação', {
      'about.updateAreas': updated('Alterou as áreas de atuação'),
    }),
  },
});
