import { INDUSTRIES, subindustriesOf } from '@adlib/shared/lists';
import { useFormContext, useWatch } from 'react-hook-form';
import { SingleChoiceField } from '../../../kit/form/choice-field';

const industryOptions = INDUSTRIES.map((i) => ({ value: i.value, label: i.label }));

/**
 * Industry and, when it has some, its Subindustry (SPEC 5): the subindustry lists the chosen
 * industry's own and is cleared with it, since the server refuses a subindustry of another
 * industry. The ad form and the ads' "Edit field…" both use it.
 */
export function IndustryFields() {
  const { control, setValue } = useFormContext<{ industry: string | null; subindustry: string | null }>();
  const subindustries = subindustriesOf(useWatch({ control, name: 'industry' }));
  return (
    <>
      <SingleChoiceField
        name="industry"
        label="Industry"
        data={industryOptions}
        onPicked={() => setValue('subindustry', null, { shouldDirty: true })}
      />
      {subindustries.length > 0 && (
        <SingleChoiceField name="subindustry" label="Subindustry" data={[...subindustries]} />
      )}
    </>
  );
}
