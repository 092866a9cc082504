import { Alert, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSetting } from '../lib/use-setting.ts';
import { useErrorText } from './error-text.ts';
import { PageHeader } from './page-header.tsx';

/**
 * The page of one merchant setting read and saved at one path: its title, then the form once the
 * setting has loaded (or why it could not). The form gets the save from here, so it does not observe
 * the query a second time.
 */
export function SettingPage<Value>(props: {
  title: string;
  path: string;
  children: (setting: { value: Value; save: (body: Value) => Promise<Value> }) => ReactNode;
}) {
  const errorText = useErrorText();
  const { query, save } = useSetting<Value>(props.path);
  return (
    <>
      <PageHeader title={props.title} />
      {query.isLoading && <Loader />}
      {query.error && <Alert color="red">{errorText(query.error)}</Alert>}
      {query.data && props.children({ value: query.data, save: save.mutateAsync })}
    </>
  );
}
