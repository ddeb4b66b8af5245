// Types only: lib/ is in the first load of every page, which must not pull react-hook-form in (vendor-forms).
import type {
  FieldError,
  FieldErrors,
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegister,
} from 'react-hook-form';

/** The error at a field's path (`resources.0.url`) in react-hook-form's nested errors object. */
const errorAt = (errors: unknown, path: string): FieldError | undefined =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
    | FieldError
    | undefined;

/**
 * A kit field's props for one field of a react-hook-form form: its registration and its error's message, so a
 * field list reads `<TextField label="Title" {...field('title')} />` (`const field = fieldsOf(register, errors)`).
 */
export function fieldsOf<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    error: errorAt(errors, name)?.message,
  });
}
