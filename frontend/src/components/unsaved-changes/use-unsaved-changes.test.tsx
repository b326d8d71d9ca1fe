// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { LeaveEditorDialog } from './LeaveEditorDialog';
import { useChangedSinceStart, useUnsavedChanges } from './use-unsaved-changes';

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(cleanup);

/** An editor of one field, as the property and article editors use the guard. */
function Editor() {
  const [title, setTitle] = useState('Villa');
  const unsaved = useUnsavedChanges(useChangedSinceStart({ title }));
  const navigate = useNavigate();
  return (
    <>
      <label>
        Title
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <button
        type="button"
        onClick={() => {
          unsaved.release();
          void navigate('/elsewhere');
        }}
      >
        Save
      </button>
      <LeaveEditorDialog blocker={unsaved.blocker} />
    </>
  );
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor /> },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Title'), { target: { value: text } });

function beforeUnloadCancelled(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChanges', () => {
  it('lets an editor without changes go at once', async () => {
    const router = renderEditor();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' })));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('asks before leaving with changes, and stays when told to', async () => {
    const router = renderEditor();
    type('Villa with pool');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' })));
    expect(screen.getByRole('heading', { name: 'Leave without saving?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/edit');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay and keep editing' })));
    expect(screen.queryByRole('heading', { name: 'Leave without saving?' })).toBeNull();
    expect(router.state.location.pathname).toBe('/edit');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Villa with pool');
  });

  it('leaves when she says so', async () => {
    const router = renderEditor();
    type('Villa with pool');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' })));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks the browser before the tab closes with changes', () => {
    renderEditor();
    expect(beforeUnloadCancelled()).toBe(false);
    type('Villa with pool');
    expect(beforeUnloadCancelled()).toBe(true);
    // Typed back as it was: nothing to lose.
    type('Villa');
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('does not hold an editor that saved and moves on', async () => {
    const router = renderEditor();
    type('Villa with pool');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('heading', { name: 'Leave without saving?' })).toBeNull();
  });
});
