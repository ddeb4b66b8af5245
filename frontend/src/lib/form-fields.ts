import {
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * A kit field's props for one field of a react-hook-form form: its registration and its error's message, so a
 * field list reads `<TextField label="Title" {...field('title')} />` (`const field = fieldsOf(register, errors)`).
 */
export function fieldsOf<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}
