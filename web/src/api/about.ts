import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { FileEntry } from '@office/domain/file-records';
import type { Listed } from '@office/domain/lists';
import type { TeamMemberRecord } from '@office/domain/team';
import { call } from '../lib/callable';
import { uploadFile } from '../lib/files';
import { aboutKeys, publicKeys } from './keys';
import { useCallMutation, useWrite } from './mutation';

export const aboutQueries = {
  profile: () => queryOptions({ queryKey: aboutKeys.profile(), queryFn: () => call('about-get', {}) }),
  /** The team in page order, with the office's areas of practice and their version. */
  team: () => queryOptions({ queryKey: aboutKeys.team(), queryFn: () => call('about-team', {}) }),
};

/** The office profile: the answer is the new profile; the public privacy page prints it too. */
export const useUpdateAbout = () => useCallMutation('about-update', { storeAt: () => aboutKeys.profile(), refresh: [publicKeys.all] });

/** Re-reads the profile after a conflict, bypassing the cache. */
export function useFetchAbout() {
  const client = useQueryClient();
  return () => client.query({ ...aboutQueries.profile(), staleTime: 0 });
}

/** A member's write changes the team as the page orders it (a new name or role moves the card): read it again. */
const useMemberWrite = <N extends 'about-createMember' | 'about-updateMember' | 'about-deleteMember'>(name: N) =>
  useCallMutation(name, { refresh: [aboutKeys.team()] });

export const useCreateMember = () => useMemberWrite('about-createMember');
export const useUpdateMember = () => useMemberWrite('about-updateMember');
export const useDeleteMember = () => useMemberWrite('about-deleteMember');

/** What a new photo needs: the member (on the version shown) and the image. */
export interface MemberPhotoUpload {
  member: Pick<Listed<TeamMemberRecord>, 'id' | 'version'>;
  file: File;
  /** Upload progress, 0–1; then the server crops the image, which reports nothing. */
  onProgress: (fraction: number) => void;
}

/**
 * A photo change reads the team again: the card shows the new photo. After a stale version too, so the page
 * shows what the server has now.
 */
const usePhotoWrite = <I>(write: (input: I) => Promise<Listed<TeamMemberRecord>>) =>
  useWrite(write, { refresh: [aboutKeys.team()], onConflict: [aboutKeys.team()] });

/**
 * A new photo: the image goes to the member's folder (office/<id>) through the files function (with progress),
 * then about-setMemberPhoto crops it square and removes the upload. The answer is the member on a new version.
 */
export const useUploadMemberPhoto = () =>
  usePhotoWrite(async ({ member, file, onProgress }: MemberPhotoUpload) => {
    const uploaded = await uploadFile<FileEntry>(`office/${member.id}`, file, onProgress);
    return call('about-setMemberPhoto', { id: member.id, expectedVersion: member.version, sourcePath: uploaded.path });
  });

/** Removes the photo (sourcePath null); the answer is the member on a new version. */
export const useRemoveMemberPhoto = () =>
  usePhotoWrite((member: Pick<Listed<TeamMemberRecord>, 'id' | 'version'>) =>
    call('about-setMemberPhoto', { id: member.id, expectedVersion: member.version, sourcePath: null }),
  );

/** The areas of practice, saved whole: the answer is the whole team state, with the areas' new version. */
export const useUpdateAreas = () => useCallMutation('about-updateAreas', { storeAt: () => aboutKeys.team() });

/** Re-reads the team and the areas after a conflict, bypassing the cache. */
export function useFetchTeam() {
  const client = useQueryClient();
  return () => client.query({ ...aboutQueries.team(), staleTime: 0 });
}
