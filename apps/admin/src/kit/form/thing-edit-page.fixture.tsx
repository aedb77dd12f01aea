import { historyEndpoints } from '@adlib/shared';
import { renderWithRouter } from '../../test/render-with-providers';
import { thingsContract } from '../../test/things-contract';
import { createResource } from '../resource/create-resource';
import { RecordEditScreen } from './record-edit-screen';

// The smallest edit screen on the kit, for the tests of what every edit screen passes through.

export const things = createResource('things', thingsContract('/api/things'));

function ThingEditPage({ history }: { history: boolean }) {
  return (
    <RecordEditScreen
      useOne={things.useOne}
      what="thing"
      list={{ to: '/things', label: 'Things' }}
      title={(thing) => (thing ? `Editing ${thing.name}` : 'Editing a thing')}
      skeleton={[58]}
      history={history ? historyEndpoints('/api/things', 'thing') : undefined}
    >
      {(thing) => (
        // uncontrolled: it shows another value only when the form is mounted again
        <input aria-label="Name" defaultValue={thing.name} />
      )}
    </RecordEditScreen>
  );
}

/** Opens /things/edit/{id}, with History when asked. */
export const openThing = (id: string, opts: { history?: boolean } = {}) =>
  renderWithRouter(
    [{ path: '/things/edit/:id', element: <ThingEditPage history={opts.history ?? false} /> }],
    {
      initialEntries: [`/things/edit/${id}`],
    },
  );
