import { useState, type SubmitEvent } from 'react';
import { formatPhoneBR } from '@office/domain/clients';
import { MAX_PHOTO_BYTES, profileUpdateInput, type SessionMe } from '@office/domain/session';
import { useSetProfilePhoto } from '../../api/profile';
import { ImageUploadCard } from '../../components/files/ImageUploadCard';
import { IMAGE_TYPES } from '../../components/files/image-upload';
import { Avatar } from '../../components/ui/Avatar';
import { Button, Card, Field, PageHeader, TextInput } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { authErrorMessage } from '../../lib/auth-errors';
import { call } from '../../lib/callable';
import { loadAuth } from '../../lib/firebase';
import { useSession } from '../../lib/session-context';
import { TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { FormAlert } from '../../components/ui/form-fields';
import { NewPasswordFields, useNewPassword } from '../../components/form/NewPasswordFields';
import { can } from '@office/domain/policy';
import { CalendarFeedCard } from './CalendarFeedCard';
import { SecondFactorCard } from './SecondFactorCard';
import { messageOf } from '../../lib/error-message';

/** Shrinks a photo to at most 512 px on its longer side, as JPEG, so uploads stay small. */
async function shrinkPhoto(file: File): Promise<{ contentType: 'image/jpeg'; dataBase64: string }> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 512 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const dataUrl = canvas.toDataURL('image/jpeg', 0.85);
  return { contentType: 'image/jpeg', dataBase64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}

function PersonalData({ me }: { me: SessionMe }) {
  const { reload } = useSession();
  const toast = useToast();
  const { form, formError, submit } = useSchemaForm(profileUpdateInput, { expectedVersion: me.version ?? 1, name: me.name, phone: formatPhoneBR(me.phone) });
  const bound = { control: form.control, register: form.register };
  const save = submit(async (values) => {
    await call('profile-update', { ...values, expectedVersion: me.version ?? values.expectedVersion });
    await reload();
    toast.show({ severity: 'success', summary: 'Perfil atualizado' });
  });
  const saving = form.formState.isSubmitting;
  return (
    <form onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <TextField {...bound} name="name" id="p-name" label="Nome completo" autoComplete="name" />
      <TextField {...bound} name="phone" id="p-phone" label="Telefone" type="tel" autoComplete="tel" hint="Com DDD, por exemplo (11) 98765-4321." />
      <Field label="E-mail" htmlFor="p-email" hint="O e-mail de acesso é alterado por um administrador.">
        <TextInput id="p-email" value={me.email ?? ''} readOnly disabled />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando…' : 'Salvar dados'}
        </Button>
      </div>
    </form>
  );
}

/** Foto: one's own picture, shrunk here and saved at once; the top bar shows it too. */
function PhotoCard({ me }: { me: SessionMe }) {
  const setPhoto = useSetProfilePhoto();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function onFile(file: File) {
    if (!IMAGE_TYPES.includes(file.type)) {
      toast.show({ severity: 'warn', summary: 'Formato não aceito', detail: 'Use uma imagem JPEG, PNG ou WebP.' });
      return;
    }
    setBusy(true);
    try {
      const photo = await shrinkPhoto(file);
      if ((photo.dataBase64.length * 3) / 4 > MAX_PHOTO_BYTES) throw new Error('A foto deve ter no máximo 1 MB.');
      // The hook re-reads the session, so the new photo shows in the top bar too.
      await setPhoto.mutateAsync(photo);
      toast.show({ severity: 'success', summary: 'Foto atualizada' });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível salvar a foto', detail: messageOf(failure) });
    }
    setBusy(false);
  }
  return (
    <ImageUploadCard
      frame={{ card: 'Foto', icon: 'user' }}
      preview={<Avatar name={me.name} photoPath={me.photoPath} size="size-20" />}
      pick={{ label: busy ? 'Enviando…' : 'Trocar foto', disabled: busy, onFile: (file) => void onFile(file) }}
    />
  );
}

const WRONG_CURRENT = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

/** Changing one's password: the current one confirms it is really the person, the new one is typed twice. */
function ChangePassword() {
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const next = useNewPassword();
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const same = next.password && next.password === current ? ['A nova senha deve ser diferente da atual.'] : [];
  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setError(null);
    setCurrentError(null);
    // Submitted while the new password's check is still on its way: wait for it rather than do nothing.
    if (same.length || !(await next.validate())) return;
    const { auth, EmailAuthProvider, reauthenticateWithCredential, updatePassword } = await loadAuth();
    const user = auth.currentUser;
    if (!user?.email) return;
    setSaving(true);
    try {
      // Changing a password needs a recent sign-in: confirm the current one first.
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
    } catch (failure) {
      const code = String((failure as { code?: unknown }).code);
      if (WRONG_CURRENT.has(code)) setCurrentError('A senha atual está incorreta.');
      else setError(authErrorMessage(failure));
      setSaving(false);
      return;
    }
    try {
      await updatePassword(user, next.password);
      setCurrent('');
      next.reset();
      toast.show({ severity: 'success', summary: 'Senha alterada', detail: 'Use a nova senha na próxima vez que entrar.' });
    } catch (failure) {
      setError(authErrorMessage(failure));
      if (String((failure as { code?: unknown }).code).endsWith('password-does-not-meet-requirements')) await next.recheck();
    }
    setSaving(false);
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <Field label="Senha atual" htmlFor="pw-current" error={currentError ?? undefined}>
        <TextInput
          id="pw-current"
          type="password"
          autoComplete="current-password"
          value={current}
          invalid={Boolean(currentError)}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </Field>
      <NewPasswordFields state={next} ids={['pw-new', 'pw-confirm']} problems={same} />
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={saving || !current || !next.password || !next.confirm}>
          {saving ? 'Alterando…' : 'Alterar senha'}
        </Button>
      </div>
    </form>
  );
}

/** /profile: one's own name, phone, photo and password, and the address of one's agenda for calendar apps. */
export function ProfilePage() {
  const { me } = useSession();
  if (!me) return null;
  return (
    <>
      <PageHeader title="Meu perfil" description="Seus dados na equipe do escritório." />
      <div className="grid gap-6 lg:grid-cols-2">
        <PhotoCard me={me} />
        <Card title="Dados pessoais" icon="edit">
          <PersonalData key={me.version} me={me} />
        </Card>
        <Card title="Senha" icon="lock">
          <ChangePassword />
        </Card>
        <SecondFactorCard me={me} />
        {can(me.scopes, 'agenda', 'read') && <CalendarFeedCard />}
      </div>
    </>
  );
}
