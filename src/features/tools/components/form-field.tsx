import type { useToolForm } from '../use-tool-form';
import type { FieldSpec } from '../tool-fields';
import GasTypeField from './gas-type-field';
import NumberField from './number-field';

type Form = ReturnType<typeof useToolForm>;

/** One body field: the right control for its kind, wired to the URL state and the schema's errors. */
export default function FormField({ field, form }: { field: FieldSpec; form: Form }) {
  const props = {
    field,
    value: form.raw[field.name] ?? '',
    errors: form.visibleErrors(field.name),
    onChange: (value: string) => form.setValue(field.name, value),
    onBlur: () => form.touch(field.name),
  };
  return field.kind === 'gas' ? <GasTypeField {...props} /> : <NumberField {...props} />;
}
