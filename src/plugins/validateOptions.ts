/**
 * A local plugin's `validateOptions` from its Joi schema: Docusaurus calls it with its own
 * normalizer, which adds the `id` option, fills in defaults and stops the build with a message
 * that names a wrong option.
 */
import type {OptionValidationContext, PluginModule, ValidationSchema} from '@docusaurus/types';

export function validateOptionsWith<T>(
  schema: ValidationSchema<T>,
): NonNullable<PluginModule['validateOptions']> {
  const validateOptions = ({validate, options}: OptionValidationContext<T, T>): T =>
    validate(schema, options);
  return validateOptions as NonNullable<PluginModule['validateOptions']>;
}
