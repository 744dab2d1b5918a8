import { expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { loginAs } from '../helpers/session';
import { renderWorkerList } from './workerList';

// A file of its own: the settings' code must not have been loaded by another test.
it('opens 列设置 pressed before its code came, rather than losing the press', async () => {
  await loginAs('syqy');
  renderWorkerList('worker_columns_early');
  // The placeholder button, shown while the settings' code loads.
  fireEvent.click(screen.getByRole('button', { name: /列设置/ }));
  expect(await screen.findByRole('group', { name: '列设置' })).toBeInTheDocument();
});
