// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSessionKnown } from './use-session';

function Probe({ seen }: { seen: boolean[] }) {
  const known = useSessionKnown();
  seen.push(known);
  return <p>{known ? 'known' : 'unknown'}</p>;
}

describe('useSessionKnown', () => {
  it('is false on the server and while hydrating what it drew, true in the render after', async () => {
    const html = renderToString(<Probe seen={[]} />);
    expect(html).toContain('unknown');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const seen: boolean[] = [];
    const recovered: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => recovered.push(error) });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('known');
    expect(recovered).toEqual([]);
  });
});
