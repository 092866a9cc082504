import { Button, Group } from '@mantine/core';

/** The up, down and remove buttons of one row of an ordered list the operator edits. */
export function RowOrderButtons(props: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  labels: { up: string; down: string; remove: string };
}) {
  const { index, count, move, remove, labels } = props;
  return (
    <Group gap={4} mt={25} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        {labels.up}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        {labels.down}
      </Button>
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => remove(index)}>
        {labels.remove}
      </Button>
    </Group>
  );
}
