import { FormAlert } from '../ui/form-fields';
import { Button } from '../ui/primitives';

/** Above a record form: why the save failed and, after a conflict, the way to the current data. */
export function SaveProblem({ message, conflict, onReload }: { message: string | null; conflict: boolean; onReload: () => void }) {
  return (
    <>
      <FormAlert message={message} />
      {conflict && (
        <Button variant="secondary" icon="refresh" onClick={onReload} className="self-start">
          Ver os dados atuais (suas alterações serão descartadas)
        </Button>
      )}
    </>
  );
}
