import { expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { listOperators, type OperatorRow } from '@/api/operator';
import { ListPage } from '@/components/ListPage';
import { operatorCatalogue } from '@/pages/worker/declarations';
import { loginAs } from '../helpers/session';
import { renderAt } from './render';

// A file of its own: the settings' code must not have been loaded by another test.
it('opens 列设置 pressed before its code came, rather than losing the press', async () => {
  await loginAs('syqy');
  renderAt(
    '/worker/query',
    <ListPage<OperatorRow>
      routeName="worker_columns_early"
      rowKey="id"
      fields={operatorCatalogue}
      load={listOperators}
    />,
  );
  // The placeholder button, shown while the settings' code loads.
  fireEvent.click(screen.getByRole('button', { name: /列设置/ }));
  expect(await screen.findByRole('group', { name: '列设置' })).toBeInTheDocument();
});
