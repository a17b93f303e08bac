import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useFieldError } from './fields';

/** A list of people (by uid) ticked on or off, under its legend, with the field's error below. */
export function PeopleChecklist<T extends FieldValues>({
  control,
  name,
  legend,
  people,
  labelOf,
  gap = 'gap-4',
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string[]>;
  legend: string;
  people: readonly { uid: string }[];
  labelOf: (uid: string) => string;
  gap?: string;
}) {
  const {
    field: { value, onChange, onBlur },
  } = useController({ control, name });
  const chosen = value as string[];
  const error = useFieldError(control, name);
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className={`flex flex-wrap ${gap}`}>
        {people.map((e) => (
          <label key={e.uid} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(e.uid)}
              onChange={(ev) => onChange(ev.target.checked ? [...chosen, e.uid] : chosen.filter((u) => u !== e.uid))}
              onBlur={onBlur}
            />
            {labelOf(e.uid)}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  );
}
