// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SmartLink } from './SmartLink';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <>{element}<Where /></> }], { initialEntries: ['/start'] });
  render(<RouterProvider router={router} />);
}

describe('SmartLink', () => {
  it('navigates inside the app for ordinary links', () => {
    renderAt(<SmartLink href="/piedmont-property-for-sale/1">Homes</SmartLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Homes' }));
    expect(screen.getByRole('status').textContent).toBe('/piedmont-property-for-sale/1');
  });

  it('splits a ?page= link into path and page parameter', () => {
    renderAt(<SmartLink href="/piemonte-property-news?page=2">News</SmartLink>);
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(screen.getByRole('status').textContent).toBe('/piemonte-property-news?page=2');
  });

  it('leaves .html links to the browser', () => {
    renderAt(<SmartLink href="/it/index.html">Italiano</SmartLink>);
    const link = screen.getByRole('link', { name: 'Italiano' });
    expect(link.getAttribute('href')).toBe('/it/index.html');
    // A plain anchor: the router does not intercept the click.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(screen.getByRole('status').textContent).toBe('/start');
  });

  it('marks the current page in menus', () => {
    renderAt(
      <>
        <SmartLink href="/start" markCurrent>
          Here
        </SmartLink>
        <SmartLink href="/elsewhere" markCurrent>
          There
        </SmartLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Here' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'There' }).getAttribute('aria-current')).toBeNull();
  });
});
