import { Select } from '@mantine/core';
import { LAUNCH_TARGETS, type LaunchTarget } from '@platform/contract/vendor-integrations-admin';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Where a vendor's games open: the site's frame or a new window, with why one would choose it. */
export function LaunchTargetField<Values extends FieldValues, Output>(props: {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  fallback: LaunchTarget;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Select
          label={t('games.integrations.target')}
          description={t('games.integrations.targetHint')}
          data={LAUNCH_TARGETS.map((value) => ({ value, label: t(`games.integrations.targets.${value}`) }))}
          value={field.value}
          onChange={(value) => field.onChange(value ?? props.fallback)}
          allowDeselect={false}
        />
      )}
    />
  );
}
